// Where the tooltip goes so that it fits inside the viewport: above its button, centred on it,
// unless there is not room above and there is more below (then it flips below); moved sideways
// to stay at least MARGIN px from either edge. Measured rects in, a position relative to the
// button out (the tooltip is absolutely positioned against the button's box, so nothing moves).

const GAP = 8;
const MARGIN = 8;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  side: 'above' | 'below';
  /** Offsets of the tooltip's top-left corner from the button's top-left corner, in px. */
  top: number;
  left: number;
}

export function placeTooltip(button: Box, tip: { width: number; height: number }, viewport: { width: number; height: number }): Placement {
  const roomAbove = button.top - GAP - MARGIN;
  const roomBelow = viewport.height - (button.top + button.height) - GAP - MARGIN;
  const side = tip.height <= roomAbove || roomAbove >= roomBelow ? 'above' : 'below';
  const top = side === 'above' ? -GAP - tip.height : button.height + GAP;
  const centred = button.left + button.width / 2 - tip.width / 2;
  const maxLeft = viewport.width - MARGIN - tip.width;
  const viewportLeft = Math.max(MARGIN, Math.min(centred, maxLeft));
  return { side, top, left: viewportLeft - button.left };
}
