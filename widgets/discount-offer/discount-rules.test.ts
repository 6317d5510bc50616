import { describe, expect, it } from 'vitest';
import {
  applyButtonLabel,
  appliedRoute,
  failedRoute,
  offerIntro,
  parseCancellationReason,
  parseCatSex,
  possessive,
} from './discount-rules.ts';

describe('navigation after applying', () => {
  const outcome = { catName: 'Mr Whiskers', catSex: 'BOY' as const, percentage: 20 };
  it('goes to the applied page with cat, discountPercentage and catSex', () => {
    expect(appliedRoute(outcome)).toBe('/discounts/applied?cat=Mr+Whiskers&discountPercentage=20&catSex=BOY');
  });
  it('goes to the failed page with the discount code too', () => {
    expect(failedRoute(outcome, 'STAY20')).toBe(
      '/discounts/failed?cat=Mr+Whiskers&discountPercentage=20&catSex=BOY&discountCode=STAY20',
    );
  });
  it('leaves out the form answers the host did not give', () => {
    expect(appliedRoute({ percentage: 15 })).toBe('/discounts/applied?discountPercentage=15');
    expect(failedRoute({ percentage: 15 }, 'A&B')).toBe('/discounts/failed?discountPercentage=15&discountCode=A%26B');
  });
});

describe('applyButtonLabel', () => {
  it.each([
    [20, 'Get 20% OFF'],
    [12.5, 'Get 12.5% OFF'],
    [33.333, 'Get 33.33% OFF'],
  ])('%d -> %s', (percentage, label) => expect(applyButtonLabel(percentage)).toBe(label));
});

describe('the cancellation form answers (contract section 5)', () => {
  it('catSex is BOY or GIRL, in any case and with spaces around; anything else is unknown', () => {
    expect(['BOY', ' boy ', 'Girl', 'GIRL'].map(parseCatSex)).toEqual(['BOY', 'BOY', 'GIRL', 'GIRL']);
    expect(['', 'MALE', 'BOYS', 'G IRL'].map(parseCatSex)).toEqual([undefined, undefined, undefined, undefined]);
  });
  it('cancellationPrimary is one of the three reasons, exactly', () => {
    expect(['NOT_EATING', 'TOO_EXPENSIVE', 'SUB_DOESNT_WORK'].map(parseCancellationReason)).toEqual(['NOT_EATING', 'TOO_EXPENSIVE', 'SUB_DOESNT_WORK']);
    expect(['too_expensive', 'BORED', ''].map(parseCancellationReason)).toEqual([undefined, undefined, undefined]);
  });
});

describe('offerIntro and pronouns', () => {
  it('uses his for BOY and her otherwise, as the spec says', () => {
    expect(possessive('BOY')).toBe('his');
    expect(possessive('GIRL')).toBe('her');
    expect(possessive(undefined)).toBe('her');
  });
  it('answers each cancellation reason', () => {
    expect(offerIntro('Tom', 'BOY', 'TOO_EXPENSIVE')).toBe(
      "We'd hate price to come between Tom and fresh food, so here is a discount on his next box.",
    );
    expect(offerIntro('Luna', 'GIRL', 'NOT_EATING')).toContain('Try a new mix of recipes for Luna, with a discount on her next box.');
    expect(offerIntro('Luna', undefined, 'SUB_DOESNT_WORK')).toBe("We can fit the plan around you. Stay, and Luna's next box costs less.");
    expect(offerIntro(undefined, undefined, undefined)).toBe('Keep your cat on fresh food, with a discount on her next box.');
  });
});
