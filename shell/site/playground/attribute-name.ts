// Which attribute names the playground puts on a placeholder: data-* options only. The two the
// loader owns (the widget's name, set by the picker, and its state) are refused, and so is
// anything that is not data-* (an on* handler or a style could run or inject on the host page).
const DATA_NAME = /^data-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const RESERVED = new Set(['data-katkin-widget', 'data-katkin-state']);

/** Why this name cannot be an option attribute, or undefined when it can. */
export function attributeNameProblem(name: string): string | undefined {
  if (RESERVED.has(name)) return `${name} is set by the playground itself`;
  if (!DATA_NAME.test(name)) return 'an option attribute is data- followed by lower-case letters, digits and single hyphens';
  return undefined;
}

/** A value shown inside a message: quoted and cut short, so a hostile link cannot flood the page. */
export function quoted(value: string, max = 60): string {
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 2)}…"` : text;
}
