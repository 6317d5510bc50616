// The WAI-ARIA accordion (contract 5.1): each title is a button inside a heading (level 3, or data-heading-level), with
// aria-expanded and aria-controls; its panel is a region named by that button. Items start open
// or closed by breakpoint and then follow the visitor's clicks (accordion-state.ts); several may
// be open at once. Bodies go through the one sanitiser.
import { useId, useState } from 'react';
import { headingTag } from '../../../shared/heading-level.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { clicked, DESKTOP_QUERY, isOpen, opensByBreakpoint, type ItemState } from './accordion-state.ts';
import type { accordionOptions } from './accordion-options.ts';
import { useMediaQuery } from './use-media-query.ts';

export function Accordion({ attributes, json }: WidgetProps<typeof accordionOptions>) {
  const Heading = headingTag(attributes['data-heading-level'] ?? 3);
  const byBreakpoint = opensByBreakpoint(useMediaQuery(DESKTOP_QUERY), json);
  const [states, setStates] = useState<ItemState[]>(() => json.items.map(() => 'auto'));
  const idBase = useId();

  const toggle = (index: number) =>
    setStates((current) => current.map((state, i) => (i === index ? clicked(state, byBreakpoint) : state)));

  return (
    <div className="accordion">
      {json.items.map((item, index) => {
        const open = isOpen(states[index] ?? 'auto', byBreakpoint);
        const buttonId = `${idBase}-button-${index}`;
        const panelId = `${idBase}-panel-${index}`;
        return (
          <div key={index} className="accordion-item">
            <Heading className="accordion-heading" part="title">
              <button type="button" part="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(index)}>
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
              <RichText html={item.body} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
