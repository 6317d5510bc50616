// Spec section 9, exit intent: the mouse leaving through the top, the tab hidden, or a fast
// upward scroll of over 50 px in under 200 ms. Pure: positions and times are arguments.

const FAST_SCROLL_PX = 50;
const FAST_SCROLL_MS = 200;

/** A mouseout that left the window (no element entered) through its top edge. */
export function leftThroughTop(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

export function tabHidden(visibilityState: DocumentVisibilityState): boolean {
  return visibilityState === 'hidden';
}

/** Feed it each scroll position with its time (ms); it answers true when the page moved up by
 * more than 50 px within the last 200 ms. A slow scroll over the same distance never does. */
export function fastUpwardScrollDetector(): (scrollY: number, timeMs: number) => boolean {
  let samples: { y: number; t: number }[] = [];
  return (scrollY, timeMs) => {
    samples = samples.filter((sample) => timeMs - sample.t < FAST_SCROLL_MS);
    const fast = samples.some((sample) => sample.y - scrollY > FAST_SCROLL_PX);
    samples.push({ y: scrollY, t: timeMs });
    return fast;
  };
}
