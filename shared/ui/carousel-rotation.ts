// When a carousel turns its slides by itself, and which slide comes next. Pure, so the
// accessibility rules (WCAG 2.2.2: moving content can be paused; rotation stops while the
// visitor is reading or using it; no motion for those who ask for less) are tested as data.

/** How long each slide stays when the carousel turns by itself. */
export const DEFAULT_SLIDE_MS = 7000;

/** The slide `step` places away from `index`, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface RotationInputs {
  /** The visitor has not pressed Pause (starts false under prefers-reduced-motion). */
  playing: boolean;
  /** Keyboard focus is inside the carousel. */
  focusInside: boolean;
  /** The pointer is over the carousel. */
  pointerInside: boolean;
  count: number;
}

/** Turns by itself only when playing, with more than one slide, and not while focused or hovered. */
export function isRotating({ playing, focusInside, pointerInside, count }: RotationInputs): boolean {
  return playing && count > 1 && !focusInside && !pointerInside;
}

/** Starting state: still when the visitor asked the system for reduced motion. */
export function startsPlaying(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion;
}
