// Spec "Cancel warning": the card shows only if a discount applies to the subscription, or
// the first box (boxNumber 1) has a gift, or the special-edition recipe rule holds. Pure: the
// API replies are arguments, so every branch and boundary is a plain test.
import { formatPounds } from '../../shared/format/money.ts';
import { londonMonthIndex, OCTOBER } from '../../shared/format/london-date.ts';
import { formatPercentNumber } from '../../shared/format/percent.ts';

export interface Plan {
  parentId: string;
  boxNumber: number;
  nextDeliveryDate: string;
  gift?: string | null;
}

export interface PlanCat {
  freshMealPlanId: string;
  medicalConditionsDetails?: string | null;
}

export interface Discount {
  discount_type: 'absolute_total' | 'percentage';
  value: number;
}

export interface Application {
  code: string;
  discount: Discount;
  appliesToSubGroups: { subscriptionId: string }[];
}

/** The special-edition recipe is made with none of these, so a cat whose conditions name one cannot have it. */
const SPECIAL_RECIPE_EXCLUDED = ['chicken', 'duck', 'turkey'] as const;

export function findPlan(plans: readonly Plan[], subscriptionId: string): Plan | undefined {
  return plans.find((plan) => plan.parentId === subscriptionId);
}

export function catsOnPlan(cats: readonly PlanCat[], subscriptionId: string): PlanCat[] {
  return cats.filter((cat) => cat.freshMealPlanId === subscriptionId);
}

export function discountFor(applications: readonly Application[], subscriptionId: string): Discount | undefined {
  return applications.find((application) =>
    application.appliesToSubGroups.some((group) => group.subscriptionId === subscriptionId),
  )?.discount;
}

/**
 * True when one of the comma-separated conditions names chicken, duck or turkey, in any case
 * and spacing, as a whole word or its plural ("Chicken allergy" and "ducks" count, "duckling" does not).
 */
export function namesExcludedMeat(medicalConditionsDetails: string | null | undefined): boolean {
  return (medicalConditionsDetails ?? '')
    .split(',')
    .map((condition) => condition.trim().toLowerCase().replace(/\s+/g, ' '))
    .some((condition) => SPECIAL_RECIPE_EXCLUDED.some((meat) => new RegExp(`\\b${meat}s?\\b`).test(condition)));
}

/**
 * The parts of the special-recipe rule known without the orders service: next delivery in
 * October (spec "month index 9 as coded": JavaScript's zero-based October, the Halloween box)
 * in Europe/London, and no cat on the plan with a condition naming an excluded meat.
 */
export function specialRecipeMayApply(plan: Plan, cats: readonly PlanCat[]): boolean {
  return londonMonthIndex(plan.nextDeliveryDate) === OCTOBER && !cats.some((cat) => namesExcludedMeat(cat.medicalConditionsDetails));
}

export interface WarningReasons {
  discount?: Discount;
  gift?: string;
  spookySurprise: boolean;
}

/** Why cancelling loses something; the card shows when any reason holds. */
export function warningReasons(
  plan: Plan | undefined,
  discount: Discount | undefined,
  hadSpecialRecipe: boolean | undefined,
  cats: readonly PlanCat[],
): WarningReasons {
  const gift = plan?.boxNumber === 1 && plan.gift?.trim() ? plan.gift.trim() : undefined;
  const spookySurprise = plan !== undefined && specialRecipeMayApply(plan, cats) && hadSpecialRecipe === false;
  return { discount, gift, spookySurprise };
}

export function showsWarning(reasons: WarningReasons): boolean {
  return reasons.discount !== undefined || reasons.gift !== undefined || reasons.spookySurprise;
}

/** Spec "Discount display": absolute_total as pounds with 2 decimals, percentage as a percent. */
export function formatDiscount(discount: Discount): string {
  return discount.discount_type === 'absolute_total' ? formatPounds(discount.value) : `${formatPercentNumber(discount.value)}%`;
}
