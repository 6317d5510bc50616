import { describe, expect, it } from 'vitest';
import {
  comparePrices,
  meatClaim,
  outcomeCategory,
  outcomeSentence,
  ourCostPerDay,
  priceDifference,
} from './price-outcome.ts';

describe('ourCostPerDay', () => {
  it('divides the saver tray price by 42 and rounds half up to pennies', () => {
    expect(ourCostPerDay(96.6)).toBe(2.3);
    expect(ourCostPerDay(42)).toBe(1);
    // 0.21 / 42 = 0.005 exactly: half up gives 0.01, not banker's 0.00.
    expect(ourCostPerDay(0.21)).toBe(0.01);
    expect(ourCostPerDay(100)).toBe(2.38);
  });
});

describe('priceDifference', () => {
  it('is competitor minus ours, exact in pennies', () => {
    expect(priceDifference(3.3, 2.3)).toBe(1);
    expect(priceDifference(2.3, 3.3)).toBe(-1);
    expect(priceDifference(1.1, 2.3)).toBe(-1.2);
    expect(priceDifference(2.305, 2.3)).toBe(0.01);
  });
});

describe('outcomeCategory', () => {
  it('is cheaper for any positive difference', () => {
    expect(outcomeCategory(0.01)).toBe('cheaper');
    expect(outcomeCategory(5)).toBe('cheaper');
  });
  it('is more expensive at zero and for gaps up to and including £1.00', () => {
    expect(outcomeCategory(0)).toBe('more-expensive');
    expect(outcomeCategory(-0.01)).toBe('more-expensive');
    expect(outcomeCategory(-1)).toBe('more-expensive');
    expect(outcomeCategory(priceDifference(2.3, 3.3))).toBe('more-expensive');
  });
  it('is much more expensive from a £1.01 gap', () => {
    expect(outcomeCategory(-1.01)).toBe('much-more-expensive');
    expect(outcomeCategory(priceDifference(2.29, 3.3))).toBe('much-more-expensive');
  });
  it('is unknown without competitor data', () => {
    expect(outcomeCategory(undefined)).toBe('unknown');
  });
});

describe('meatClaim', () => {
  it("is '96% more meat' without data, else 100 minus the competitor's meat percentage", () => {
    expect(meatClaim(undefined)).toBe('96% more meat');
    expect(meatClaim(null)).toBe('96% more meat');
    expect(meatClaim(4)).toBe('96% more meat');
    expect(meatClaim(65)).toBe('35% more meat');
    expect(meatClaim(0)).toBe('100% more meat');
  });
  it('rounds a fractional difference to a whole percent, half up like the other percentages', () => {
    expect(meatClaim(35.5)).toBe('65% more meat');
    expect(meatClaim(35.2)).toBe('65% more meat');
    expect(meatClaim(35.8)).toBe('64% more meat');
    expect(meatClaim(99.6)).toBeUndefined();
  });
  it('makes no claim when the competitor has as much meat', () => {
    expect(meatClaim(100)).toBeUndefined();
  });
});

describe('outcomeSentence', () => {
  it('says which way and by how much, in pounds', () => {
    expect(outcomeSentence(0.2, 'Untamed')).toBe('KatKin is £0.20 a day cheaper than Untamed.');
    expect(outcomeSentence(-0.55, 'Sheba')).toBe('KatKin is only £0.55 a day more than Sheba.');
    expect(outcomeSentence(0, 'Sheba')).toBe('KatKin costs the same a day as Sheba.');
    expect(outcomeSentence(-1.2, 'Whiskas')).toBe(
      'KatKin is £1.20 a day more than Whiskas, for fresh food made from real, human-quality meat.',
    );
    expect(outcomeSentence(undefined, 'your current brand')).toBe(
      "We don't have prices for your current brand yet, so here is what KatKin would cost.",
    );
  });
});

describe('comparePrices', () => {
  it('puts our per-day price, the competitor\'s, the difference, category and claim together', () => {
    expect(comparePrices(96.6, { costPerDay: 1.1, meatPercentage: 4 })).toEqual({
      oursPerDay: 2.3,
      competitorPerDay: 1.1,
      difference: -1.2,
      category: 'much-more-expensive',
      claim: '96% more meat',
    });
    expect(comparePrices(96.6, { costPerDay: 4, meatPercentage: 65 })).toMatchObject({ category: 'cheaper', claim: '35% more meat' });
  });
  it('is unknown with the default claim when there is no competitor data', () => {
    expect(comparePrices(96.6, undefined)).toEqual({
      oursPerDay: 2.3,
      competitorPerDay: undefined,
      difference: undefined,
      category: 'unknown',
      claim: '96% more meat',
    });
  });
});
