// The customer's payment methods (spec section 7 "Payment methods"). The spec shows no
// payloads; ours (README, "API client"): cards as the account page lists them, and the
// update-card call answering the Stripe Checkout page to send the customer to.
import { z } from '../zod.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request, type ReplyCheck } from './request.ts';
import { idText } from './schemas.ts';

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

const methodsReply: ReplyCheck<PaymentMethod[]> = lazyReply(() =>
  z.array(
    z.looseObject({
      id: idText(),
      brand: z.string(),
      last4: z.string().check(z.regex(/^\d{4}$/)),
      expMonth: z.int().check(z.gte(1), z.lte(12)),
      expYear: z.int(),
      isDefault: z.boolean(),
    }),
  ),
);

/** Only an https page may come back: the caller sends the customer there. */
const checkoutReply = lazyReply(() => z.object({ url: z.url({ protocol: /^https$/ }) }));
const returnBody = lazyReply(() => z.object({ returnUrl: z.url({ protocol: /^https?$/ }) }));

/** GET /customer/payment-method/all */
export function listPaymentMethods(api: ApiEndpoint, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return request(api, { service: 'api', path: '/customer/payment-method/all', auth: 'required', reply: methodsReply, signal });
}

/** POST /customer/stripe-checkout/update-card-details {returnUrl}: the Stripe Checkout page's URL. */
export async function updateCardDetails(api: ApiEndpoint, returnUrl: string): Promise<string> {
  const reply = await request(api, {
    service: 'api',
    path: '/customer/stripe-checkout/update-card-details',
    method: 'POST',
    body: { returnUrl },
    send: returnBody,
    auth: 'required',
    reply: checkoutReply,
  });
  return reply.url;
}
