import { describe, expect, it } from 'vitest';
import {
  catsOnPlan,
  discountFor,
  findPlan,
  formatDiscount,
  namesExcludedMeat,
  showsWarning,
  specialRecipeMayApply,
  warningReasons,
  type Application,
  type Plan,
  type PlanCat,
} from './warning-rule.ts';

const plan = (overrides: Partial<Plan> = {}): Plan => ({ parentId: '1001', boxNumber: 3, nextDeliveryDate: '2026-06-10', ...overrides });
const cat = (medicalConditionsDetails?: string | null): PlanCat => ({ freshMealPlanId: '1001', medicalConditionsDetails });
const percent = { discount_type: 'percentage' as const, value: 20 };

describe('warningReasons / showsWarning: each branch', () => {
  it('shows nothing for a plain plan: no discount, no gift, not October', () => {
    const reasons = warningReasons(plan(), undefined, false, [cat()]);
    expect(reasons).toEqual({ discount: undefined, gift: undefined, spookySurprise: false });
    expect(showsWarning(reasons)).toBe(false);
  });

  it('shows for a discount that applies to the subscription', () => {
    const reasons = warningReasons(plan(), percent, undefined, []);
    expect(reasons.discount).toEqual(percent);
    expect(showsWarning(reasons)).toBe(true);
  });

  it('shows for a gift in box 1 only', () => {
    expect(warningReasons(plan({ boxNumber: 1, gift: 'Tote bag' }), undefined, undefined, []).gift).toBe('Tote bag');
    expect(showsWarning(warningReasons(plan({ boxNumber: 2, gift: 'Tote bag' }), undefined, undefined, []))).toBe(false);
    expect(showsWarning(warningReasons(plan({ boxNumber: 1, gift: null }), undefined, undefined, []))).toBe(false);
    expect(showsWarning(warningReasons(plan({ boxNumber: 1, gift: '  ' }), undefined, undefined, []))).toBe(false);
    expect(showsWarning(warningReasons(plan({ boxNumber: 1 }), undefined, undefined, []))).toBe(false);
  });

  it('shows the spooky surprise in October, with no excluded meat and no previous special recipe', () => {
    const october = plan({ nextDeliveryDate: '2026-10-01' });
    expect(warningReasons(october, undefined, false, [cat('Kidney disease')]).spookySurprise).toBe(true);
    expect(warningReasons(october, undefined, true, [cat()]).spookySurprise).toBe(false);
    // The orders check did not answer: no claim of a surprise.
    expect(warningReasons(october, undefined, undefined, [cat()]).spookySurprise).toBe(false);
    expect(warningReasons(october, undefined, false, [cat('Chicken allergy')]).spookySurprise).toBe(false);
    expect(warningReasons(october, undefined, false, [cat(), cat('duck')]).spookySurprise).toBe(false);
  });

  it('shows with several reasons at once', () => {
    const reasons = warningReasons(plan({ boxNumber: 1, gift: 'Scoop', nextDeliveryDate: '2026-10-20' }), percent, false, []);
    expect(reasons).toEqual({ discount: percent, gift: 'Scoop', spookySurprise: true });
  });

  it('shows nothing without the plan, except for a discount', () => {
    expect(warningReasons(undefined, undefined, false, []).spookySurprise).toBe(false);
    expect(showsWarning(warningReasons(undefined, percent, false, []))).toBe(true);
  });
});

describe('specialRecipeMayApply: the month boundaries, in Europe/London', () => {
  it.each([
    ['2026-09-30', false],
    ['2026-10-01', true],
    ['2026-10-31', true],
    ['2026-11-01', false],
    ['2026-09-30T23:30:00Z', true],
    ['2026-10-31T23:30:00Z', true],
    ['2026-10-31T23:30:00-01:00', false],
    ['not a date', false],
  ])('next delivery %s -> %s', (nextDeliveryDate, expected) => {
    expect(specialRecipeMayApply(plan({ nextDeliveryDate }), [])).toBe(expected);
  });
});

describe('namesExcludedMeat', () => {
  it.each(['chicken', 'Chicken', ' TURKEY ', 'kidney disease, duck', 'Chicken  allergy', 'diabetes,turkey,', 'Chickens', 'no ducks or turkeys'])('%j names one', (text) =>
    expect(namesExcludedMeat(text)).toBe(true),
  );
  it.each([undefined, null, '', 'kidney disease', 'beef, salmon', 'duckling', 'chickpea intolerance'])('%j names none', (text) =>
    expect(namesExcludedMeat(text)).toBe(false),
  );
});

describe('matching by subscription', () => {
  const applications: Application[] = [
    { code: 'OTHER', discount: { discount_type: 'absolute_total', value: 5 }, appliesToSubGroups: [{ subscriptionId: '2002' }] },
    { code: 'STAY20', discount: percent, appliesToSubGroups: [{ subscriptionId: '3003' }, { subscriptionId: '1001' }] },
  ];
  it('finds the plan, its cats and the discount that applies to it', () => {
    expect(findPlan([plan({ parentId: '9' }), plan()], '1001')?.parentId).toBe('1001');
    expect(findPlan([plan()], '1')).toBeUndefined();
    expect(catsOnPlan([cat('a'), { freshMealPlanId: '2', medicalConditionsDetails: 'b' }], '1001')).toEqual([cat('a')]);
    expect(discountFor(applications, '1001')).toEqual(percent);
    expect(discountFor(applications, '4004')).toBeUndefined();
  });
});

describe('formatDiscount', () => {
  it('shows absolute_total as pounds with 2 decimals and percentage as a percent', () => {
    expect(formatDiscount({ discount_type: 'absolute_total', value: 5 })).toBe('£5.00');
    expect(formatDiscount({ discount_type: 'absolute_total', value: 7.125 })).toBe('£7.13');
    expect(formatDiscount({ discount_type: 'percentage', value: 15 })).toBe('15%');
  });
});
