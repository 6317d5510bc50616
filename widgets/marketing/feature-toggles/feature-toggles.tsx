// A feature group (spec section 4, contract 5.1): each block's title (a heading, level 3 or data-heading-level) and,
// when open, its rich body. The first block starts open; 'Toggle next' on an open block opens
// the next one and moves focus to its heading, so a keyboard or screen-reader user lands on
// what just appeared (the current block stays open). A closed block shows its title only.
// 'Toggle next' is a disclosure button for the next block's body (APG disclosure pattern):
// aria-expanded says whether that body shows, and pressed again it closes it (and the blocks
// after it), focus staying.
import { useId, useRef, useState } from 'react';
import { headingTag } from '../../../shared/heading-level.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import type { featureTogglesOptions } from './feature-toggles-options.ts';
import { afterToggleNext, hasToggleNext, initialOpenCount } from './toggle-steps.ts';

export function FeatureToggles({ attributes, json: { blocks } }: WidgetProps<typeof featureTogglesOptions>) {
  const Heading = headingTag(attributes['data-heading-level'] ?? 3);
  const [openCount, setOpenCount] = useState(() => initialOpenCount(blocks.length));
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const idBase = useId();

  function toggleNext(index: number) {
    const next = afterToggleNext(index, openCount, blocks.length);
    setOpenCount(next);
    if (next > index + 1) headings.current[index + 1]?.focus(); // headings always show, so it can take focus at once
  }

  return (
    <div className="feature-toggles">
      {blocks.map((block, index) => {
        const open = index < openCount;
        return (
          <div key={index} className="feature-block">
            <Heading
              className="feature-title"
              part="title"
              id={`${idBase}-${index}`}
              tabIndex={-1}
              ref={(element) => {
                headings.current[index] = element;
              }}
            >
              {block.title}
            </Heading>
            <div id={`${idBase}-${index}-body`} hidden={!open}>
              <RichText html={block.body} className="feature-body" />
              {hasToggleNext(index, openCount, blocks.length) && (
                <button
                  type="button"
                  className="katkin-button"
                  part="button button-primary"
                  aria-expanded={index + 1 < openCount}
                  aria-controls={`${idBase}-${index + 1}-body`}
                  onClick={() => toggleNext(index)}
                >
                  Toggle next
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
