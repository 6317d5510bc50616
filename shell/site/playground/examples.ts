// The picker's examples, read from the widgets' own demo.html files (the source of truth the
// all-widgets page and the bench use too), which the server puts into a <template>: every
// placeholder of every widget and marketing block, with its attributes and JSON child.
import type { PlaygroundState } from './playground-state.ts';

export interface Example {
  /** The demo section's heading: "Carousel". */
  group: string;
  /** "2: data-kind="team"", with the demo's own sub-heading when it has one. */
  label: string;
  state: Omit<PlaygroundState, 'width'>;
}

function stateOf(placeholder: Element): Example['state'] {
  const attributes = [...placeholder.attributes]
    .filter((attribute) => attribute.name.startsWith('data-') && attribute.name !== 'data-katkin-widget')
    .map((attribute): [string, string] => [attribute.name, attribute.value]);
  const json = placeholder.querySelector(':scope > script[type="application/json"]')?.textContent?.trim() ?? '';
  return { widget: placeholder.getAttribute('data-katkin-widget') ?? '', attributes, json };
}

function labelOf(index: number, subheading: string | undefined, placeholder: Element, state: Example['state']): string {
  const attributes = state.attributes.map(([name, value]) => `${name}="${value}"`).join(' ');
  // Demos that differ only in their JSON (the trust ratings) are told apart by its start.
  const json = !subheading && !attributes && state.json ? state.json.replace(/\s+/g, ' ').slice(0, 40) : '';
  const invalid = placeholder.classList.contains('demo-invalid') ? ' (an error)' : '';
  return `${index}: ${[subheading, attributes, json].filter(Boolean).join(' · ') || 'default'}${invalid}`;
}

export function readExamples(demos: DocumentFragment): Example[] {
  return [...demos.querySelectorAll('section')].flatMap((section) => {
    const group = section.querySelector('h2')?.textContent?.trim() ?? '';
    let subheading: string | undefined;
    let index = 0;
    const examples: Example[] = [];
    // Document order: a demo's <h3> names the placeholders after it.
    for (const element of section.querySelectorAll('h3, [data-katkin-widget]')) {
      if (element.tagName === 'H3') {
        subheading = element.textContent?.trim();
        continue;
      }
      const state = stateOf(element);
      examples.push({ group, label: labelOf(++index, subheading, element, state), state });
    }
    return examples;
  });
}
