// Contract: the customer's payment methods (spec section 7 "Payment methods") against the
// reference API: the cards, and the Stripe Checkout page for updating the card.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

describe('paymentMethods', () => {
  it('list: GET /customer/payment-method/all with the token: the cards', async () => {
    expect(await api.client().paymentMethods.list()).toEqual([
      { id: 'pm_demo_visa', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2028, isDefault: true },
      { id: 'pm_demo_mastercard', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2027, isDefault: false },
    ]);
    expect(api.requests()).toEqual([{ method: 'GET', path: '/customer/payment-method/all', search: '', body: undefined, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('updateCardDetails: POST /customer/stripe-checkout/update-card-details {returnUrl}: the https page to send the customer to', async () => {
    expect(await api.client().paymentMethods.updateCardDetails('https://www.katkin.com/account/payment')).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_demo_update_card',
    );
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/customer/stripe-checkout/update-card-details', search: '', body: { returnUrl: 'https://www.katkin.com/account/payment' }, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('fails: 500 (http), another shape (invalid-reply)', async () => {
    await api.fault({ mode: 'error' });
    await expect(api.client().paymentMethods.list()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await expect(api.client().paymentMethods.updateCardDetails('https://www.katkin.com/account')).rejects.toMatchObject({ kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    await expect(api.client().paymentMethods.list()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    await expect(api.client().paymentMethods.updateCardDetails('https://www.katkin.com/account')).rejects.toMatchObject({ kind: 'invalid-reply' });
  });

  it('a returnUrl that is no http(s) URL: invalid-request; no token: unauthenticated; nothing sent', async () => {
    await expect(api.client().paymentMethods.updateCardDetails('javascript:alert(1)')).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(api.client().paymentMethods.updateCardDetails('/account')).rejects.toMatchObject({ kind: 'invalid-request' });
    const loggedOut = api.client({ getAccessToken: () => undefined });
    await expect(loggedOut.paymentMethods.list()).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.paymentMethods.updateCardDetails('https://www.katkin.com/account')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toEqual([]);
  });
});
