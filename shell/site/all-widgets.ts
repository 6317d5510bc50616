// The all-widgets page: every demo placeholder at once, each JSON child editable in place,
// with the shell's controls (controls.ts) driving this page's window.katkin, under the theme its
// link carries (from the playground's Theme tab: every widget in it at once).
import { LOADER_ATTRIBUTE_PREFIX, placeholderElement } from '../../shared/placeholder-markup.ts';
import { katkinOf, loadLoader, logEvents, setQuery, wireControls } from './controls.ts';
import { applyTheme, linkedTheme } from './playground/theme-values.ts';
import { writeTheme } from './playground/url-state.ts';

/**
 * Every placeholder with a JSON child gets an editor: Apply puts the edited JSON into a fresh
 * copy of the placeholder (the loader unmounts the old one and mounts the new one) and shows
 * the widget's own validation message beside it.
 */
function wireJsonEditors(): void {
  for (const original of document.querySelectorAll<HTMLElement>('main [data-katkin-widget]')) {
    const json = original.querySelector('script[type="application/json"]');
    if (!json) continue;
    const widget = original.dataset.katkinWidget!;
    const editor = Object.assign(document.createElement('details'), { className: 'json-editor' });
    const textarea = Object.assign(document.createElement('textarea'), { rows: 8, spellcheck: false, value: json.textContent ?? '' });
    const label = Object.assign(document.createElement('label'), { textContent: `JSON for ${widget}` });
    label.append(textarea);
    const apply = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Apply' });
    const status = document.createElement('output');
    status.setAttribute('role', 'status');
    editor.append(Object.assign(document.createElement('summary'), { textContent: `Edit the JSON of this ${widget}` }), label, apply, status);
    let current = original;
    apply.addEventListener('click', () => {
      // The page's own attributes (id, class, options) kept; what the loader wrote on it left behind.
      const kept = [...current.attributes].filter(({ name }) => !name.startsWith(LOADER_ATTRIBUTE_PREFIX) && name !== 'aria-busy');
      const next = placeholderElement(document, widget, kept.map(({ name, value }) => [name, value]), textarea.value);
      status.textContent = '';
      next.addEventListener('katkin:error', (event) => (status.textContent = (event as CustomEvent<{ message: string }>).detail.message));
      next.addEventListener('katkin:ready', () => (status.textContent = 'Mounted.'));
      current.replaceWith(next);
      current = next;
    });
    original.after(editor);
  }
}

/** The link's theme on every widget, and what of it was left out, said in the header; the address
 * keeps only what was used, so the link to the playground carries no value refused here. */
function applyLinkedTheme(): void {
  const { theme, problems } = linkedTheme(location.search);
  applyTheme(document.querySelector('main')!, theme);
  const status = document.getElementById('theme-status')!;
  const set = theme.length > 0 ? [`The theme from the link: ${theme.map(([name, value]) => `${name}: ${value}`).join('; ')}.`] : [];
  status.textContent = [...set, ...problems].join(' ');
  status.hidden = status.textContent === '';
  const params = new URLSearchParams(location.search);
  writeTheme(params, theme);
  setQuery(`?${params}`);
}

applyLinkedTheme();
wireJsonEditors();
logEvents(document);
wireControls(() => katkinOf(window))();
loadLoader(document);
