// A list showing its first `visible` items and 'Show all N' / 'Show fewer' (contract 5.1).
// The button is a disclosure (aria-expanded says whether the rest shows: APG disclosure pattern).
// Focus stays on the button, which keeps its place after the list, so the visitor can go on
// reading back up or toggle again; a polite status says what changed ('Showing all 7 items'),
// as a label swap alone is not announced by every screen reader. The status is empty at first,
// so nothing is read out on load.
import { useId, useState } from 'react';
import { headingTag } from '../../../shared/heading-level.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import type { condensedListOptions } from './condensed-list-options.ts';
import { condensedView } from './condensed-visibility.ts';

export function CondensedList({ attributes, json: { title, items, visible } }: WidgetProps<typeof condensedListOptions>) {
  const Heading = headingTag(attributes['data-heading-level'] ?? 3);
  const [expanded, setExpanded] = useState(false);
  const [status, setStatus] = useState('');
  const listId = useId();
  const { shown, button } = condensedView(items.length, visible, expanded);

  function toggle() {
    const next = condensedView(items.length, visible, !expanded);
    setExpanded(!expanded);
    setStatus(next.shown === items.length ? `Showing all ${items.length} items` : `Showing ${next.shown} of ${items.length} items`);
  }

  return (
    <div className="condensed-list">
      {title && (
        <Heading className="condensed-list-title" part="title">
          {title}
        </Heading>
      )}
      <ul id={listId}>
        {items.slice(0, shown).map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {button && (
        <button type="button" className="katkin-button" part="button button-primary" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
          {button}
        </button>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
