// A placeholder's markup (contract section 2), one way for everything that writes one: the React
// component (loader/react), the playground's editor and embed code, the shell's pages and the
// tests' host pages; as HTML (placeholderHtml) or as an element (placeholderElement).
// Option attributes are data-* names the loader hands the widget; data-katkin-* are the loader's own.

const OPTION_ATTRIBUTE = /^data-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The loader's own attributes (data-katkin-widget, data-katkin-state): never a widget's option. */
export const LOADER_ATTRIBUTE_PREFIX = 'data-katkin-';

/** Why a name cannot be an option attribute: the loader's own (data-katkin-*), or not a data-* name at all. */
export type AttributeNameProblem = 'loader-owned' | 'not-an-option';

export function attributeNameProblem(name: string): AttributeNameProblem | undefined {
  if (name.startsWith(LOADER_ATTRIBUTE_PREFIX)) return 'loader-owned';
  return OPTION_ATTRIBUTE.test(name) ? undefined : 'not-an-option';
}

/** An attribute value between double quotes: & first, so the entities added after it stay. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// Inside <script> the HTML parser ends the element at `</script`, and `<!--` changes how it reads
// on: with every `<` written as \u003c, content cannot close or bend the element, whether the
// markup is rendered on a server or set in the browser. `>` and `&` go too, for any HTML reader;
// U+2028 and U+2029 for older JavaScript parsers. JSON.parse reads every escape back.
const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON text made safe as the text of a <script> element; it reads back as the same JSON. */
export function scriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]!);
}

/** The placeholder element: the widget's name, its attributes (values escaped) and, when given, its JSON child. */
export function placeholderHtml(widget: string, attributes: [string, string][], json?: string): string {
  const list = [['data-katkin-widget', widget], ...attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`).join('');
  return json === undefined ? `<div${list}></div>` : `<div${list}><script type="application/json">${scriptJson(json)}</script></div>`;
}

/** The same placeholder as an element of `document` (a frame's, say), for code that mounts it at once. */
export function placeholderElement(document: Document, widget: string, attributes: [string, string][], json?: string): HTMLDivElement {
  const placeholder = document.createElement('div');
  for (const [name, value] of [['data-katkin-widget', widget], ...attributes]) placeholder.setAttribute(name!, value!);
  if (json !== undefined) {
    const child = document.createElement('script');
    child.type = 'application/json';
    child.textContent = json;
    placeholder.append(child);
  }
  return placeholder;
}
