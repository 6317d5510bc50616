// The chosen widget's documentation, generated from its spec and its NAME-docs.ts (the same
// reference docs/widget-options.md is written from): every attribute with its values and default,
// every JSON field with its type and meaning, the events and states, the calls, the login.
import { element, type ReferenceEntry, type ReferenceModule } from './reference.ts';

function table(caption: string, head: string[], rows: (string | Node)[][]): HTMLTableElement {
  const made = element('table', 'docs-table', element('caption', '', caption));
  made.append(
    element('thead', '', element('tr', '', ...head.map((cell) => Object.assign(element('th', '', cell), { scope: 'col' })))),
    element('tbody', '', ...rows.map((row) => element('tr', '', ...row.map((cell) => element('td', '', cell))))),
  );
  return made;
}

const code = (text: string) => element('code', '', text);

function facts(entry: ReferenceEntry, words: ReferenceModule): HTMLElement {
  const docs = entry.reference.docs;
  const item = (term: string, ...value: (string | Node)[]) => element('li', '', element('strong', '', `${term}: `), ...value);
  const list = (values: readonly string[]) => (values.length === 0 ? ['none'] : values.flatMap((value, index) => [...(index ? [', '] : []), code(value)]));
  if (!docs) return element('p', 'hint', `No ${entry.widget}-docs.ts: add one beside its options to say its login, calls and events.`);
  return element(
    'ul',
    '',
    item('Login', { required: 'required (setAuth)', optional: 'optional: works logged in or out', no: 'not used' }[docs.login]),
    item('Calls', ...list(docs.calls)),
    item('Events', ...list(docs.events)),
    item('States (data-katkin-state)', ...list(words.WIDGET_STATES)),
  );
}

export function renderDocs(panel: HTMLElement, entry: ReferenceEntry, words: ReferenceModule): void {
  const { reference } = entry;
  const attributes = reference.attributes.length === 0
    ? element('p', '', 'No attributes.')
    : table(
        'Attributes',
        ['attribute', 'values', 'default', 'use', 'expected'],
        reference.attributes.map((a) => [code(a.name), words.attributeValues(a), a.default === undefined ? '' : code(a.default), words.usage(a), a.expected]),
      );
  const json = reference.json
    ? reference.json.variants.map((variant) =>
        table(
          `JSON fields${variant.when ? ` when ${variant.when.attribute}="${variant.when.value}"` : ''} (the JSON child is ${reference.json!.required ? 'required' : 'optional'})`,
          ['field', 'type', 'use', 'meaning'],
          variant.fields.map((f) => [code(f.path), f.type, words.usage(f), f.meaning ?? '']),
        ),
      )
    : [element('p', '', 'No JSON child.')];
  panel.replaceChildren(
    element('h2', 'panel-heading', reference.widget),
    ...(reference.docs ? [element('p', '', reference.docs.summary)] : []),
    attributes,
    ...json,
    facts(entry, words),
    element('p', 'hint', 'The same tables for every widget: ', code('docs/widget-options.md'), ' in the repository.'),
  );
}
