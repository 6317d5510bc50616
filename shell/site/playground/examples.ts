// The picker's examples, read from the widgets' own demo.html files (the source of truth the
// all-widgets page and the bench use too), which the server puts into a <template>: every
// placeholder of every widget and marketing block, with its attributes and JSON child.
// Each placeholder is named by the comment just before it, `<!-- example: Variant A -->`: markup
// around the placeholder, so the widget never sees it (a data-* attribute would be read as an option).
import type { PlaygroundState } from './playground-state.ts';

export interface Example {
  /** The demo section's heading: "Carousel". */
  group: string;
  /** What it shows: "Team", "Testimonial without an author (an error)". */
  label: string;
  state: Omit<PlaygroundState, 'width' | 'theme'>;
}

const NAME = /^\s*example:\s*(.+?)\s*$/;

function stateOf(placeholder: Element): Example['state'] {
  const attributes = [...placeholder.attributes]
    .filter((attribute) => attribute.name.startsWith('data-') && attribute.name !== 'data-katkin-widget')
    .map((attribute): [string, string] => [attribute.name, attribute.value]);
  const json = placeholder.querySelector(':scope > script[type="application/json"]')?.textContent?.trim() ?? '';
  return { widget: placeholder.getAttribute('data-katkin-widget') ?? '', attributes, json };
}

/** The `example:` comment right before the placeholder (only white space between). */
function nameOf(placeholder: Element): string | undefined {
  let node = placeholder.previousSibling;
  while (node?.nodeType === Node.TEXT_NODE && node.textContent!.trim() === '') node = node.previousSibling;
  return node?.nodeType === Node.COMMENT_NODE ? NAME.exec(node.textContent ?? '')?.[1] : undefined;
}

export function readExamples(demos: DocumentFragment): Example[] {
  return [...demos.querySelectorAll('section')].flatMap((section) => {
    const group = section.querySelector('h2')?.textContent?.trim() ?? '';
    return [...section.querySelectorAll('[data-katkin-widget]')].map((placeholder, index) => {
      const invalid = placeholder.classList.contains('demo-invalid') ? ' (an error)' : '';
      return { group, label: `${nameOf(placeholder) ?? `Example ${index + 1}`}${invalid}`, state: stateOf(placeholder) };
    });
  });
}
