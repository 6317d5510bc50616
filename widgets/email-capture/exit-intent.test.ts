import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUpwardScrollDetector, leftThroughTop, tabHidden } from './exit-intent.ts';

describe('leftThroughTop', () => {
  it('is true only when the mouse left the window through its top edge', () => {
    expect(leftThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(leftThroughTop({ clientY: 0, relatedTarget: {} })).toBe(false);
  });
});

describe('tabHidden', () => {
  it('is true when the tab is hidden', () => {
    expect(tabHidden('hidden')).toBe(true);
    expect(tabHidden('visible')).toBe(false);
  });
});

describe('fastUpwardScrollDetector (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  /** Scrolls from `from` to `to` in steps of `stepMs`, feeding the detector as a browser would. */
  function scroll(detect: (y: number, t: number) => boolean, from: number, to: number, durationMs: number, stepMs = 16): boolean {
    const steps = Math.max(1, Math.round(durationMs / stepMs));
    let fired = false;
    for (let i = 0; i <= steps; i++) {
      fired ||= detect(from + ((to - from) * i) / steps, Date.now());
      if (i < steps) vi.advanceTimersByTime(stepMs);
    }
    return fired;
  }

  it('fires on a fast upward scroll of over 50 px in under 200 ms', () => {
    expect(scroll(fastUpwardScrollDetector(), 1000, 900, 150)).toBe(true);
  });
  it('does not fire on a slow upward scroll over the same distance', () => {
    expect(scroll(fastUpwardScrollDetector(), 1000, 900, 1000)).toBe(false);
  });
  it('does not fire for exactly 50 px, or for a fast downward scroll', () => {
    expect(scroll(fastUpwardScrollDetector(), 1000, 950, 100)).toBe(false);
    expect(scroll(fastUpwardScrollDetector(), 900, 1200, 100)).toBe(false);
  });
  it('does not count a jump that took 200 ms or more', () => {
    const detect = fastUpwardScrollDetector();
    detect(1000, Date.now());
    vi.advanceTimersByTime(200);
    expect(detect(800, Date.now())).toBe(false);
  });
  it('counts 51 px, and a jump that took 199 ms: the edges of over 50 px in under 200 ms', () => {
    const nearDistance = fastUpwardScrollDetector();
    nearDistance(1000, Date.now());
    vi.advanceTimersByTime(100);
    expect(nearDistance(949, Date.now())).toBe(true);
    const nearTime = fastUpwardScrollDetector();
    nearTime(1000, Date.now());
    vi.advanceTimersByTime(199);
    expect(nearTime(900, Date.now())).toBe(true);
  });
});
