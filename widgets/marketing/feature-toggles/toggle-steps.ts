// The feature group's state (spec section 4, contract 5.1): the first block starts open, and
// 'Toggle next' on an open block opens the one after it while it stays open. Blocks open only in
// order, so the state is how many blocks, from the first, are open. The button is the APG
// disclosure for the next block's body, so pressed again it closes that body ("toggle" is its
// name), and the blocks after it with it: their own buttons were in the bodies that closed.

/** How many blocks are open at first: the first one (none when there are none). */
export function initialOpenCount(total: number): number {
  return Math.min(1, total);
}

/** Whether block `index` carries 'Toggle next': every open block but the last of the group. */
export function hasToggleNext(index: number, openCount: number, total: number): boolean {
  return index < openCount && index < total - 1;
}

/** How many are open after 'Toggle next' on block `index`: the next one opens, or, open, closes. */
export function afterToggleNext(index: number, openCount: number, total: number): number {
  return openCount > index + 1 ? index + 1 : Math.min(total, index + 2);
}
