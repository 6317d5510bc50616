// The old API's calls (spec section 7 "Old API"; contract section 6): getAllSubscriptions and
// getFreshCats, which feed the cancel warning. The batch lookup, also on the old API, lives in
// batch.ts so the partner page does not carry these schemas.
import { z } from '../zod.ts';
import { getCats, type CatRecord } from './cats.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request, type ReplyCheck } from './request.ts';
import { idText } from './schemas.ts';

export interface FreshMealPlan {
  parentId: string;
  boxNumber: number;
  nextDeliveryDate: string;
  /** The first box's gift; absent or null when none. */
  gift?: string | null;
}

const subscriptionsReply: ReplyCheck<{ freshMealPlans: FreshMealPlan[] }> = lazyReply(() =>
  z.looseObject({
    freshMealPlans: z.array(
      z.looseObject({ parentId: idText(), boxNumber: z.number(), nextDeliveryDate: z.string(), gift: z.optional(z.nullable(z.string())) }),
    ),
  }),
);

/** GET /subscriptions (legacy API) */
export function getAllSubscriptions(api: ApiEndpoint, signal?: AbortSignal): Promise<{ freshMealPlans: FreshMealPlan[] }> {
  return request(api, { service: 'legacy', path: '/subscriptions', auth: 'required', reply: subscriptionsReply, signal });
}

/** GET /customer/cats (legacy API), keyed by cat id: the old API's name for `cats.getCats()`. */
export function getFreshCats(api: ApiEndpoint, signal?: AbortSignal): Promise<Record<string, CatRecord>> {
  return getCats(api, {}, signal);
}
