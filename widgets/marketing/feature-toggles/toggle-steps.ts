// The feature group's state (spec section 4, contract 5.1): the first block starts open, and
// 'Toggle next' on an open block opens the one after it while it stays open. Blocks only ever
// open in order, so the state is how many blocks, from the first, are open.

/** How many blocks are open at first: the first one (none when there are none). */
export function initialOpenCount(total: number): number {
  return Math.min(1, total);
}

/** Whether block `index` carries 'Toggle next': every open block but the last of the group. */
export function hasToggleNext(index: number, openCount: number, total: number): boolean {
  return index < openCount && index < total - 1;
}

/** How many are open after 'Toggle next' on block `index` (the next one opens; none closes). */
export function afterToggleNext(index: number, openCount: number, total: number): number {
  return Math.min(total, Math.max(openCount, index + 2));
}
