// When a carousel turns its slides by itself, and which slide comes next. Pure, so the
// accessibility rules (WCAG 2.2.2: moving content can be paused; rotation pauses while the
// pointer is over it; no motion for those who ask for less) are tested as data. Keyboard focus
// inside does not pause it here: it stops it for good, as Pause does (`playing`, carousel.tsx).

/** How long each slide stays when the carousel turns by itself. */
export const DEFAULT_SLIDE_MS = 7000;

/** The slide `step` places away from `index`, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** How many places the first shown slide can take: with 10 slides, 3 at a time, slides 1 to 8. */
export function startCount(count: number, perView: number): number {
  return Math.max(1, count - perView + 1);
}

/**
 * The first shown slide after the visitor moves `step` (one slide) among `starts` places: wrapping
 * round (the default carousel), or stopping at the ends, where the button for that way is disabled.
 */
export function moveStart(index: number, step: number, starts: number, stopsAtEnds: boolean): number {
  if (!stopsAtEnds) return stepIndex(index, step, starts);
  return Math.max(0, Math.min(starts - 1, index + step));
}

export interface RotationInputs {
  /** Not paused: by Pause, by keyboard focus inside, or from the start under prefers-reduced-motion. */
  playing: boolean;
  /** The pointer is over the carousel. */
  pointerInside: boolean;
  /** How many places the first shown slide can take (startCount); nothing turns with one. */
  count: number;
}

/** Turns by itself only when playing, with more than one slide, and not while hovered. */
export function isRotating({ playing, pointerInside, count }: RotationInputs): boolean {
  return playing && count > 1 && !pointerInside;
}

/** Starting state: still when the visitor asked the system for reduced motion. */
export function startsPlaying(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion;
}
