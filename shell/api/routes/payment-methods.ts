// The demo customer's cards: GET /customer/payment-method/all, and POST
// /customer/stripe-checkout/update-card-details {returnUrl} answering the (demo) Stripe
// Checkout page to send the customer to. Both need a token; a returnUrl that is not an http(s)
// URL is a 400. No switches: the faults cover their failures.
import { badRequest, bodyOf, customerOnly } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';

const cards = [
  { id: 'pm_demo_visa', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2028, isDefault: true },
  { id: 'pm_demo_mastercard', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2027, isDefault: false },
];

const isWebUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

export const paymentMethodRoutes: Route[] = [
  { method: 'GET', path: '/customer/payment-method/all', handle: customerOnly(() => ({ body: cards })) },
  {
    method: 'POST',
    path: '/customer/stripe-checkout/update-card-details',
    handle: customerOnly(({ body }) => {
      if (!isWebUrl(bodyOf(body).returnUrl)) return badRequest('returnUrl must be an http(s) URL');
      return { body: { url: 'https://checkout.stripe.com/c/pay/cs_test_demo_update_card' } };
    }),
  },
];
