// Discounts API calls of the offer page (contract section 6), both with the customer's token.
import { lazyReply, type ReplyOf } from '../../shared/api/lazy-reply.ts';
import { anyReply, request } from '../../shared/api/request.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { z } from '../../shared/zod.ts';

const estimateReply = lazyReply(() => {
  // zod 4 numbers are finite already; money and percentages are never negative.
  const amount = z.number().check(z.nonnegative());
  return z.object({ percentageSaved: amount, savings: amount, originalPrice: amount, discountedPrice: amount });
});

export type DiscountEstimate = ReplyOf<typeof estimateReply>;

/** GET /estimation/subscription?subscriptionId=&code= */
export function fetchEstimate(store: KatkinStore, subscriptionId: number, code: string, signal?: AbortSignal): Promise<DiscountEstimate> {
  return request(store, {
    signal,
    service: 'discounts',
    path: '/estimation/subscription',
    query: { subscriptionId, code },
    auth: 'required',
    reply: estimateReply,
  });
}

/** POST /applications/customer {code}: the reply is "truthy or falsy JSON"; an empty body is falsy. */
export async function applyDiscount(store: KatkinStore, code: string): Promise<boolean> {
  const reply = await request(store, {
    service: 'discounts',
    path: '/applications/customer',
    method: 'POST',
    body: { code },
    auth: 'required',
    reply: anyReply,
  });
  return Boolean(reply);
}
