import { describe, expect, it } from 'vitest';
import { priceComparisonShown } from './flag-gate.ts';

describe('priceComparisonShown', () => {
  it("is shown only when price-calculator is exactly 'test'", () => {
    expect(priceComparisonShown({ 'price-calculator': 'test' })).toBe(true);
    expect(priceComparisonShown({})).toBe(false);
    expect(priceComparisonShown({ 'price-calculator': 'control' })).toBe(false);
    expect(priceComparisonShown({ 'price-calculator': 'TEST' })).toBe(false);
    expect(priceComparisonShown({ 'price-calculator': true })).toBe(false);
    expect(priceComparisonShown({ 'other-flag': 'test' })).toBe(false);
  });
});
