import { describe, expect, it } from 'vitest';
import { isRotating, moveStart, startCount, startsPlaying, stepIndex } from './carousel-rotation.ts';

describe('stepIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, -1, 3)).toBe(0);
  });
  it('stays at 0 with no slides', () => expect(stepIndex(0, 1, 0)).toBe(0));
});

describe('isRotating', () => {
  const base = { playing: true, pointerInside: false, count: 3 };
  it('turns when playing and left alone', () => expect(isRotating(base)).toBe(true));
  it('stops when paused', () => expect(isRotating({ ...base, playing: false })).toBe(false));
  it('stops while the pointer is over it', () => expect(isRotating({ ...base, pointerInside: true })).toBe(false));
  it('never turns a single slide', () => expect(isRotating({ ...base, count: 1 })).toBe(false));
});

describe('startsPlaying', () => {
  it('starts still under prefers-reduced-motion', () => {
    expect(startsPlaying(true)).toBe(false);
    expect(startsPlaying(false)).toBe(true);
  });
});

describe('startCount', () => {
  it('counts the places the first shown slide can take', () => {
    expect(startCount(10, 3)).toBe(8);
    expect(startCount(3, 1)).toBe(3);
    expect(startCount(10, 10)).toBe(1);
    expect(startCount(4, 6)).toBe(1);
  });
});

describe('moveStart', () => {
  it('wraps round unless it stops at the ends', () => {
    expect(moveStart(2, 1, 3, false)).toBe(0);
    expect(moveStart(0, -1, 3, false)).toBe(2);
  });
  it('stops at the first and the last place', () => {
    expect(moveStart(2, 1, 3, true)).toBe(2);
    expect(moveStart(0, -1, 3, true)).toBe(0);
    expect(moveStart(1, 1, 3, true)).toBe(2);
    expect(moveStart(1, -1, 3, true)).toBe(0);
  });
});
