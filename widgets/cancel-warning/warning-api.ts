// The cancel warning's lookups (contract section 6), all with the customer's token: the plan
// (legacy getAllSubscriptions), the cats (legacy getFreshCats), the discount applications,
// and the orders service's "previous special recipe" check, asked only when it can matter.
import { getApplications } from '../../shared/api/discounts.ts';
import { getAllSubscriptions, getFreshCats } from '../../shared/api/legacy.ts';
import { hadHalloweenRecipe } from '../../shared/api/orders.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import {
  catsOnPlan,
  discountFor,
  findPlan,
  specialRecipeMayApply,
  warningReasons,
  type WarningReasons,
} from './warning-rule.ts';

/** Everything the card needs for one subscription. Throws when a lookup fails (the caller logs it). */
export async function lookUpWarning(store: KatkinStore, subscriptionId: string, signal?: AbortSignal): Promise<WarningReasons> {
  const [{ freshMealPlans }, cats, applications] = await Promise.all([
    getAllSubscriptions(store.api, signal),
    getFreshCats(store.api, signal),
    // A discount the customer can still use is the one cancelling would lose.
    getApplications(store.api, { potentiallyUsable: true }, signal),
  ]);
  const plan = findPlan(freshMealPlans, subscriptionId);
  const planCats = catsOnPlan(
    Object.values(cats).map((entry) => ({ freshMealPlanId: entry.freshMealPlanId, medicalConditionsDetails: entry.cat.medicalConditionsDetails })),
    subscriptionId,
  );
  const hadSpecialRecipe =
    plan && specialRecipeMayApply(plan, planCats) ? await hadHalloweenRecipe(store.api, subscriptionId, signal) : undefined;
  return warningReasons(plan, discountFor(applications, subscriptionId), hadSpecialRecipe, planCats);
}
