// The placeholder editor: the widget's attribute controls (generated from its spec), rows for any
// other data-* attribute by hand (add, edit, remove) and the JSON child's text. Each row's name is
// checked as typed; a bad or repeated name (or one a control sets) is shown beside it and left off.
import type { AttributeControls } from './attribute-controls.ts';
import { attributeNameMessage } from './attribute-name.ts';
import type { PlaygroundState } from './playground-state.ts';

type Content = Pick<PlaygroundState, 'attributes' | 'json'>;

export interface Editor {
  read(): Content;
  load(content: Content): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}

interface EditorParts {
  controls: AttributeControls;
  /** The disclosure holding the rows: opened when a placeholder brings rows. */
  hand: HTMLDetailsElement;
  rows: HTMLOListElement;
  add: HTMLButtonElement;
  json: HTMLTextAreaElement;
}

export function createEditor(parts: EditorParts, onChange: () => void): Editor {
  const { controls, hand, rows, add, json } = parts;

  /** Labels say which row (1, 2, ...), so they are renumbered after a removal. */
  const renumber = () =>
    [...rows.children].forEach((row, index) => {
      const [name, value] = row.querySelectorAll('input');
      name!.setAttribute('aria-label', `Name of attribute ${index + 1}`);
      value!.setAttribute('aria-label', `Value of attribute ${index + 1}`);
      row.querySelector('button')!.textContent = `Remove attribute ${index + 1}`;
    });

  /** The problem of each row's name (duplicates too: the first is used), shown beside it. */
  const problems = (): (string | undefined)[] => {
    const seen = new Set<string>();
    return [...rows.children].map((row) => {
      const name = row.querySelector('input')!.value.trim();
      if (name === '') return undefined;
      const problem =
        attributeNameMessage(name) ?? (controls.isSet(name) ? `${name} is set by its control above` : seen.has(name) ? `${name} is given above` : undefined);
      seen.add(name);
      return problem;
    });
  };
  const showProblems = () => {
    const found = problems();
    [...rows.children].forEach((row, index) => {
      const problem = found[index];
      row.querySelector('.row-problem')!.textContent = problem ? `Left out: ${problem}.` : '';
      const name = row.querySelector('input')!;
      if (problem) name.setAttribute('aria-invalid', 'true');
      else name.removeAttribute('aria-invalid');
    });
  };

  const addRow = ([name, value]: [string, string]) => {
    const row = element('li', { className: 'attribute-row' });
    const id = `row-problem-${Math.random().toString(36).slice(2)}`;
    const nameInput = element('input', { value: name, spellcheck: false, autocomplete: 'off', placeholder: 'data-…' });
    nameInput.setAttribute('aria-describedby', id);
    const valueInput = element('input', { value, spellcheck: false, autocomplete: 'off' });
    const remove = element('button', { type: 'button' });
    remove.addEventListener('click', () => {
      // Focus stays in the list: on the next row, or on Add when this was the last.
      const next = (row.nextElementSibling ?? row.previousElementSibling)?.querySelector('input') ?? add;
      row.remove();
      renumber();
      showProblems();
      next.focus();
      onChange();
    });
    row.append(nameInput, valueInput, remove, element('span', { id, className: 'row-problem' }));
    row.addEventListener('input', () => (showProblems(), onChange()));
    rows.append(row);
    return nameInput;
  };

  add.addEventListener('click', () => {
    const input = addRow(['', '']);
    renumber();
    input.focus();
  });
  json.addEventListener('input', onChange);
  /** A control's change: a row of the same name may now be left out (or used again). */
  controls.root.addEventListener('input', () => (showProblems(), onChange()));

  return {
    /** The rows that reach the placeholder: named, and without a problem. */
    read() {
      const found = problems();
      const attributes = [...rows.children]
        .map((row): [string, string] => {
          const [name, value] = row.querySelectorAll('input');
          return [name!.value.trim(), value!.value];
        })
        .filter(([name], index) => name !== '' && found[index] === undefined);
      return { attributes: [...controls.read(), ...attributes], json: json.value.trim() };
    },
    load(content) {
      rows.replaceChildren();
      const byHand = controls.load(content.attributes);
      byHand.forEach(addRow);
      if (byHand.length > 0) hand.open = true;
      renumber();
      showProblems();
      json.value = content.json;
    },
  };
}
