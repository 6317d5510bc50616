// The placeholder editor: data-* attribute rows (add, edit, remove) and the JSON child's text.
// Each row's name is checked as typed; a bad or repeated name is shown beside it and left off the placeholder.
import { attributeNameProblem } from './attribute-name.ts';
import type { PlaygroundState } from './playground-state.ts';

type Content = Pick<PlaygroundState, 'attributes' | 'json'>;

export interface Editor {
  read(): Content;
  load(content: Content): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}

export function createEditor(root: { rows: HTMLOListElement; add: HTMLButtonElement; json: HTMLTextAreaElement }, onChange: () => void): Editor {
  const { rows, add, json } = root;

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
      const problem = attributeNameProblem(name) ?? (seen.has(name) ? `${name} is given above` : undefined);
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
      return { attributes, json: json.value.trim() };
    },
    load(content) {
      rows.replaceChildren();
      content.attributes.forEach(addRow);
      renumber();
      showProblems();
      json.value = content.json;
    },
  };
}
