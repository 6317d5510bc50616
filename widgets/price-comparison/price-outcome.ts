// Our price against the visitor's current food: per-day prices, the difference, its category,
// the meat claim and the sentence that says it. Pure: no DOM, no React.
import { formatPounds, roundMoney } from '../../shared/format/money.ts';

/** Spec section 9: the saver plan ships 42 trays, so per-day price = tray price / 42. */
const SAVER_PLAN_TRAYS = 42;
/** Spec section 9: a gap up to £1 a day is "more expensive", over £1 "much more expensive". */
const SMALL_GAP_POUNDS = 1;
/** Spec section 9: the claim when there is no competitor data. */
const DEFAULT_MEAT_CLAIM = '96% more meat';

export type OutcomeCategory = 'cheaper' | 'more-expensive' | 'much-more-expensive' | 'unknown';

export function ourCostPerDay(trayPrice: number): number {
  return roundMoney(trayPrice / SAVER_PLAN_TRAYS);
}

/** Competitor cost per day minus ours, in money (so 2.30 − 3.30 is exactly −1, not −0.9999…). */
export function priceDifference(competitorPerDay: number, oursPerDay: number): number {
  return roundMoney(roundMoney(competitorPerDay) - oursPerDay);
}

/** Positive: we are cheaper. Zero or negative up to £1: more expensive. Beyond: much more. */
export function outcomeCategory(difference: number | undefined): OutcomeCategory {
  if (difference === undefined) return 'unknown';
  if (difference > 0) return 'cheaper';
  return -difference <= SMALL_GAP_POUNDS ? 'more-expensive' : 'much-more-expensive';
}

/** '96% more meat' without data, else 100 minus the competitor's meat percentage; no claim
 * when the competitor has as much meat as we do (a "0% more meat" would be no claim at all). */
export function meatClaim(competitorMeatPercentage: number | null | undefined): string | undefined {
  if (competitorMeatPercentage === null || competitorMeatPercentage === undefined) return DEFAULT_MEAT_CLAIM;
  const more = Math.round(100 - competitorMeatPercentage);
  return more > 0 ? `${more}% more meat` : undefined;
}

/** The sentence under the prices (our wording; the spec names only the categories). */
export function outcomeSentence(difference: number | undefined, brand: string): string {
  const gap = difference === undefined ? '' : formatPounds(Math.abs(difference));
  switch (outcomeCategory(difference)) {
    case 'cheaper':
      return `KatKin is ${gap} a day cheaper than ${brand}.`;
    case 'more-expensive':
      return difference === 0 ? `KatKin costs the same a day as ${brand}.` : `KatKin is only ${gap} a day more than ${brand}.`;
    case 'much-more-expensive':
      return `KatKin is ${gap} a day more than ${brand}, for fresh food made from real, human-quality meat.`;
    case 'unknown':
      return `We don't have prices for ${brand} yet, so here is what KatKin would cost.`;
  }
}

export interface PriceComparison {
  oursPerDay: number;
  /** Undefined when there is no competitor data. */
  competitorPerDay: number | undefined;
  difference: number | undefined;
  category: OutcomeCategory;
  claim: string | undefined;
}

/** Everything the result panel shows, from our saver tray price and the competitor's portion. */
export function comparePrices(
  trayPrice: number,
  competitor: { costPerDay: number; meatPercentage?: number | null } | undefined,
): PriceComparison {
  const oursPerDay = ourCostPerDay(trayPrice);
  const competitorPerDay = competitor === undefined ? undefined : roundMoney(competitor.costPerDay);
  const difference = competitorPerDay === undefined ? undefined : priceDifference(competitorPerDay, oursPerDay);
  return {
    oursPerDay,
    competitorPerDay,
    difference,
    category: outcomeCategory(difference),
    claim: meatClaim(competitor?.meatPercentage),
  };
}
