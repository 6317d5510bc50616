import { describe, expect, it } from 'vitest';
import { afterToggleNext, hasToggleNext, initialOpen } from './toggle-steps.ts';

describe('feature toggle steps', () => {
  it('starts with the first block open', () => {
    expect(initialOpen(3)).toEqual([true, false, false]);
    expect(initialOpen(1)).toEqual([true]);
    expect(initialOpen(0)).toEqual([]);
  });

  it("puts 'Toggle next' on every open block but the last", () => {
    expect([0, 1, 2].map((index) => hasToggleNext(index, [true, false, false]))).toEqual([true, false, false]);
    expect([0, 1, 2].map((index) => hasToggleNext(index, [true, true, false]))).toEqual([true, true, false]);
    expect([0, 1, 2].map((index) => hasToggleNext(index, [true, true, true]))).toEqual([true, true, false]);
    expect([0, 1, 2].map((index) => hasToggleNext(index, [true, false, true]))).toEqual([true, false, false]);
    expect(hasToggleNext(0, [true])).toBe(false);
  });

  it('opens the next block and keeps the current one open', () => {
    expect(afterToggleNext(0, [true, false, false])).toEqual([true, true, false]);
    expect(afterToggleNext(1, [true, true, false])).toEqual([true, true, true]);
  });

  it('closes the next block when it is open, and only that one', () => {
    expect(afterToggleNext(0, [true, true, true])).toEqual([true, false, true]);
    expect(afterToggleNext(1, [true, true, true])).toEqual([true, true, false]);
  });

  it('never opens past the last block', () => {
    expect(afterToggleNext(2, [true, true, true])).toEqual([true, true, true]);
  });
});
