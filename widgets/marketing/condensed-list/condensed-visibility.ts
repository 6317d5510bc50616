// What condensed-list shows (contract 5.1): the first `visible` items (default 3) until the
// visitor asks for all; the button only when some item is hidden.

const DEFAULT_VISIBLE = 3;

export interface CondensedView {
  /** How many items show, from the first. */
  shown: number;
  /** The button's text, or undefined when every item already shows without one. */
  button: string | undefined;
}

export function condensedView(total: number, visible = DEFAULT_VISIBLE, expanded = false): CondensedView {
  if (total <= visible) return { shown: total, button: undefined };
  return expanded ? { shown: total, button: 'Show fewer' } : { shown: visible, button: `Show all ${total}` };
}
