// The chosen widget's attribute controls, generated from its options spec (its reference): a
// choice is a select of exactly its values, a number a number field with its range, text a text
// field; each says its default, and "not set" leaves the attribute off (the widget's default).
// Values a control cannot hold (a link's "nope" for a choice) go to the rows by hand instead.
import type { AttributeDoc } from '../../reference/widget-reference.ts';
import { element, type ReferenceModule } from './reference.ts';

export interface AttributeControls {
  /** Holds the controls: their input events bubble to it. */
  root: HTMLElement;
  /** Shows the controls of these attributes (a widget's spec), all unset. */
  render(attributes: readonly AttributeDoc[]): void;
  /** The attributes set, in the spec's order. */
  read(): [string, string][];
  /** Whether the spec declares this name and its control has a value. */
  isSet(name: string): boolean;
  /** Sets the controls from a placeholder's attributes; returns those no control could take. */
  load(attributes: readonly [string, string][]): [string, string][];
}

type Control = { doc: AttributeDoc; input: HTMLInputElement | HTMLSelectElement };

function canHold(doc: AttributeDoc, value: string): boolean {
  if (doc.kind === 'choice') return doc.values.includes(value);
  if (doc.kind === 'number') return /^-?\d+$/.test(value);
  return true;
}

function hintOf(doc: AttributeDoc, words: ReferenceModule): string {
  const defaults = doc.default === undefined ? 'no default' : `default ${doc.default}`;
  return [words.usage(doc), doc.kind === 'text' ? doc.expected : words.attributeValues(doc), defaults].join(' · ');
}

function inputOf(doc: AttributeDoc, id: string): Control['input'] {
  if (doc.kind === 'choice') {
    const select = element('select');
    const unset = doc.default === undefined ? 'not set' : `not set (default: ${doc.default})`;
    select.append(new Option(unset, ''), ...doc.values.map((value) => new Option(value, value)));
    select.id = id;
    return select;
  }
  const input = element('input');
  Object.assign(input, { id, spellcheck: false, autocomplete: 'off', placeholder: doc.default ?? '' });
  if (doc.kind === 'number') Object.assign(input, { type: 'number', min: String(doc.min), max: String(doc.max), step: '1' });
  return input;
}

export function createAttributeControls(root: HTMLElement, words: ReferenceModule): AttributeControls {
  let controls: Control[] = [];
  const find = (name: string) => controls.find((control) => control.doc.name === name);
  return {
    root,
    render(attributes) {
      const rows: HTMLElement[] = [];
      controls = attributes.map((doc) => {
        const id = `attribute-${doc.name}`;
        const input = inputOf(doc, id);
        input.setAttribute('aria-describedby', `${id}-hint`);
        const label = element('label', '', doc.name);
        label.htmlFor = id;
        const hint = element('p', 'hint', hintOf(doc, words));
        hint.id = `${id}-hint`;
        if (doc.kind === 'number') {
          // The browser empties a number field's value for text that is no number ("1e"): the
          // hint says so, rather than the attribute being left off in silence.
          const problem = element('span', 'field-problem');
          problem.id = `${id}-problem`;
          input.addEventListener('input', () => {
            problem.textContent = (input as HTMLInputElement).validity.badInput ? ` Not a whole number: ${doc.name} is left off until it is one.` : '';
          });
          hint.append(problem);
        }
        rows.push(element('div', 'attribute-control', label, input, hint));
        return { doc, input };
      });
      root.replaceChildren(...(rows.length > 0 ? rows : [element('p', 'hint', 'This widget takes no attributes.')]));
    },
    read: () => controls.filter(({ input }) => input.value !== '').map(({ doc, input }): [string, string] => [doc.name, input.value]),
    isSet: (name) => (find(name)?.input.value ?? '') !== '',
    load(attributes) {
      controls.forEach(({ input }) => (input.value = ''));
      return attributes.filter(([name, value]) => {
        const control = find(name);
        if (!control || control.input.value !== '' || !canHold(control.doc, value) || value === '') return true;
        control.input.value = value;
        return false;
      });
    },
  };
}
