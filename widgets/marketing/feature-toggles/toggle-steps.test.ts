import { describe, expect, it } from 'vitest';
import { afterToggleNext, hasToggleNext, initialOpenCount } from './toggle-steps.ts';

describe('feature toggle steps', () => {
  it('starts with the first block open', () => {
    expect(initialOpenCount(3)).toBe(1);
    expect(initialOpenCount(1)).toBe(1);
    expect(initialOpenCount(0)).toBe(0);
  });

  it("puts 'Toggle next' on every open block but the last", () => {
    expect([0, 1, 2].map((index) => hasToggleNext(index, 1, 3))).toEqual([true, false, false]);
    expect([0, 1, 2].map((index) => hasToggleNext(index, 2, 3))).toEqual([true, true, false]);
    expect([0, 1, 2].map((index) => hasToggleNext(index, 3, 3))).toEqual([true, true, false]);
    expect(hasToggleNext(0, 1, 1)).toBe(false);
  });

  it('opens the next block and keeps the current one open', () => {
    expect(afterToggleNext(0, 1, 3)).toBe(2);
    expect(afterToggleNext(1, 2, 3)).toBe(3);
  });

  it('closes the next block when it is open, and the blocks after it', () => {
    expect(afterToggleNext(1, 3, 3)).toBe(2);
    expect(afterToggleNext(0, 3, 3)).toBe(1);
    expect(afterToggleNext(0, 2, 3)).toBe(1);
  });
});
