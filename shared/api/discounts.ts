// The discounts service (spec section 7 "Discounts"; contract section 6): the customer's
// discount applications, the estimate for a subscription, applying and validating codes.
import { z } from '../zod.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request, type ReplyCheck } from './request.ts';
import { idText, nonEmpty, pounds, truthyReply } from './schemas.ts';

export interface DiscountApplication {
  code: string;
  /** absolute_total: pounds off; percentage: percent off (spec section 9 "Discount display"). */
  discount: { discount_type: 'absolute_total' | 'percentage'; value: number };
  appliesToSubGroups: { subscriptionId: string }[];
}

export interface DiscountEstimate {
  percentageSaved: number;
  savings: number;
  originalPrice: number;
  discountedPrice: number;
}

const applicationsReply: ReplyCheck<DiscountApplication[]> = lazyReply(() =>
  z.array(
    z.looseObject({
      code: z.string(),
      discount: z.object({ discount_type: z.enum(['absolute_total', 'percentage']), value: z.number() }),
      appliesToSubGroups: z.array(z.looseObject({ subscriptionId: idText() })),
    }),
  ),
);

const estimateReply: ReplyCheck<DiscountEstimate> = lazyReply(() =>
  z.object({ percentageSaved: pounds(), savings: pounds(), originalPrice: pounds(), discountedPrice: pounds() }),
);

const codeBody = lazyReply(() => z.object({ code: nonEmpty() }));
const codeWithExtraBody = lazyReply(() => z.object({ code: nonEmpty(), extra: z.optional(z.record(z.string(), z.unknown())) }));

/** GET /applications/customer, or only those the customer can still use (`?filter=POTENTIALLY USABLE`). */
export function getApplications(api: ApiEndpoint, { potentiallyUsable = false } = {}, signal?: AbortSignal): Promise<DiscountApplication[]> {
  return request(api, {
    service: 'discounts',
    path: '/applications/customer',
    query: { filter: potentiallyUsable ? 'POTENTIALLY USABLE' : undefined },
    auth: 'required',
    reply: applicationsReply,
    signal,
  });
}

/** GET /estimation/subscription?subscriptionId=&code= (the spec's "discounts calculations"). */
export function getEstimate(api: ApiEndpoint, subscriptionId: number, code: string, signal?: AbortSignal): Promise<DiscountEstimate> {
  return request(api, {
    service: 'discounts',
    path: '/estimation/subscription',
    query: { subscriptionId, code },
    auth: 'required',
    reply: estimateReply,
    signal,
  });
}

/** POST /applications/customer {code}: true when the reply is truthy (contract section 6). */
export function applyCode(api: ApiEndpoint, code: string): Promise<boolean> {
  return request(api, {
    service: 'discounts',
    path: '/applications/customer',
    method: 'POST',
    body: { code },
    send: codeBody,
    auth: 'required',
    reply: truthyReply,
  });
}

/** PUT /codes/validate-influencer {code}: true when the reply is truthy (README, "API client"). */
export function validateInfluencerCode(api: ApiEndpoint, code: string): Promise<boolean> {
  return request(api, {
    service: 'discounts',
    path: '/codes/validate-influencer',
    method: 'PUT',
    body: { code },
    send: codeBody,
    auth: 'optional',
    reply: truthyReply,
  });
}

/** POST /codes/validate-discount-code {code, extra}: true when the reply is truthy (README, "API client"). */
export function validateDiscountCode(api: ApiEndpoint, code: string, extra?: Record<string, unknown>): Promise<boolean> {
  return request(api, {
    service: 'discounts',
    path: '/codes/validate-discount-code',
    method: 'POST',
    body: { code, extra },
    send: codeWithExtraBody,
    auth: 'optional',
    reply: truthyReply,
  });
}
