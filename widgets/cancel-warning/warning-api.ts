// The cancel warning's lookups (contract section 6), all with the customer's token: the plan
// (legacy getAllSubscriptions), the cats (legacy getFreshCats), the discount applications,
// and the orders service's "previous special recipe" check, asked only when it can matter.
import { lazyReply } from '../../shared/api/lazy-reply.ts';
import { request } from '../../shared/api/request.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { z } from '../../shared/zod.ts';
import {
  catsOnPlan,
  discountFor,
  findPlan,
  specialRecipeMayApply,
  warningReasons,
  type WarningReasons,
} from './warning-rule.ts';

/** Ids come as numbers or strings depending on the service; compared as text. */
const id = () => z.pipe(z.union([z.string(), z.number()]), z.transform(String));

const subscriptionsReply = lazyReply(() =>
  z.looseObject({
    freshMealPlans: z.array(
      z.looseObject({
        parentId: id(),
        boxNumber: z.number(),
        nextDeliveryDate: z.string(),
        gift: z.optional(z.nullable(z.string())),
      }),
    ),
  }),
);

const catsReply = lazyReply(() =>
  z.record(
    z.string(),
    z.looseObject({
      freshMealPlanId: id(),
      cat: z.looseObject({ medicalConditionsDetails: z.optional(z.nullable(z.string())) }),
    }),
  ),
);

const applicationsReply = lazyReply(() =>
  z.array(
    z.looseObject({
      code: z.string(),
      discount: z.object({ discount_type: z.enum(['absolute_total', 'percentage']), value: z.number() }),
      appliesToSubGroups: z.array(z.looseObject({ subscriptionId: id() })),
    }),
  ),
);

const hadRecipeReply = lazyReply(() => z.looseObject({ result: z.boolean() }));

export function fetchPlans(store: KatkinStore, signal?: AbortSignal) {
  return request(store, { service: 'legacy', path: '/subscriptions', auth: 'required', reply: subscriptionsReply, signal });
}

export async function fetchCats(store: KatkinStore, signal?: AbortSignal) {
  const cats = await request(store, { service: 'legacy', path: '/customer/cats', auth: 'required', reply: catsReply, signal });
  return Object.values(cats).map((entry) => ({
    freshMealPlanId: entry.freshMealPlanId,
    medicalConditionsDetails: entry.cat.medicalConditionsDetails,
  }));
}

/** GET /applications/customer, or only the ones the customer can still use (filter=POTENTIALLY USABLE). */
export function fetchApplications(store: KatkinStore, { potentiallyUsable }: { potentiallyUsable: boolean }, signal?: AbortSignal) {
  return request(store, {
    service: 'discounts',
    path: '/applications/customer',
    query: { filter: potentiallyUsable ? 'POTENTIALLY USABLE' : undefined },
    auth: 'required',
    reply: applicationsReply,
    signal,
  });
}

export async function fetchHadSpecialRecipe(store: KatkinStore, planId: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await request(store, {
    service: 'orders',
    path: '/orders/had-halloween-recipe',
    query: { planId },
    auth: 'required',
    reply: hadRecipeReply,
    signal,
  });
  return reply.result;
}

/** Everything the card needs for one subscription. Throws when a lookup fails (the caller logs it). */
export async function lookUpWarning(store: KatkinStore, subscriptionId: string, signal?: AbortSignal): Promise<WarningReasons> {
  const [{ freshMealPlans }, cats, applications] = await Promise.all([
    fetchPlans(store, signal),
    fetchCats(store, signal),
    // A discount the customer can still use is the one cancelling would lose.
    fetchApplications(store, { potentiallyUsable: true }, signal),
  ]);
  const plan = findPlan(freshMealPlans, subscriptionId);
  const planCats = catsOnPlan(cats, subscriptionId);
  const hadSpecialRecipe =
    plan && specialRecipeMayApply(plan, planCats) ? await fetchHadSpecialRecipe(store, subscriptionId, signal) : undefined;
  return warningReasons(plan, discountFor(applications, subscriptionId), hadSpecialRecipe, planCats);
}
