// A value from a link shown inside a message, on the playground and the all-widgets page alike.

/** Quoted and cut short, so a hostile link cannot flood the page. */
export function quoted(value: string, max = 60): string {
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 2)}…"` : text;
}
