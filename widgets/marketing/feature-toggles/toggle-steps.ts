// The feature group's state (spec section 4, contract 5.1): the first block starts open, and
// 'Toggle next' on an open block opens the one after it while it stays open. The button is the
// APG disclosure for the next block's body, so pressed again it closes that body: "toggle" is its
// name. Each block's body is open or not on its own: which ones, by index.
export type OpenBlocks = readonly boolean[];

/** The first block open, the others closed. */
export function initialOpen(total: number): OpenBlocks {
  return Array.from({ length: total }, (_, index) => index === 0);
}

/** Whether block `index` carries 'Toggle next': every open block but the last of the group. */
export function hasToggleNext(index: number, open: OpenBlocks): boolean {
  return open[index] === true && index < open.length - 1;
}

/** The blocks open after 'Toggle next' on block `index`: the next one opens, or closes if open. */
export function afterToggleNext(index: number, open: OpenBlocks): OpenBlocks {
  return open.map((isOpen, each) => (each === index + 1 ? !isOpen : isOpen));
}
