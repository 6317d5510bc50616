// Contract: POST /actions (contract section 6) and the litter offer's two actions against the
// reference API, with spec section 8's "Action failure" rule.
import { beforeEach, describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

beforeEach(() => api.switches({ today: '2024-06-01' }));

describe('actions.post', () => {
  it('POST /actions {name, values, ..., featureFlags} with the token when logged in, no cookies: the whole reply', async () => {
    const action = { name: 'emailCapture', values: { email: 'cat@example.com' }, formUsed: 'email-popup', linkingId: 'popup-1', trackingInfo: { page: '/' } };
    expect(await api.client().actions.post(action)).toEqual({ success: true, message: 'Thanks! Check your inbox for 20% off your first box.' });
    await api.client({ getAccessToken: () => undefined }).actions.post({ ...action, featureFlags: { 'price-calculator': true } });
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/actions', search: '', body: { ...action, featureFlags: {} }, token: 'tok' },
      { method: 'POST', path: '/actions', search: '', body: { ...action, featureFlags: { 'price-calculator': true } }, token: undefined },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('a failure is an ActionError with the message (and field) the spec picks', async () => {
    const post = (email: string) => api.client().actions.post({ name: 'emailCapture', values: { email } });
    await expect(post('nope')).rejects.toMatchObject({
      name: 'ActionError',
      message: 'That email address does not look right.',
      failure: { message: 'That email address does not look right.', fieldName: 'email' },
    });
    await expect(post('taken@example.com')).rejects.toMatchObject({
      name: 'ActionError',
      failure: { message: 'This email address is already signed up.' },
    });
    await api.fault({ mode: 'error' });
    await expect(post('cat@example.com')).rejects.toMatchObject({ name: 'ActionError', failure: { message: 'Reference API: injected server error' } });
    await api.fault({ mode: 'malformed' });
    const malformed = await post('cat@example.com').catch((caught: unknown) => caught);
    expect(malformed).toMatchObject({ name: 'ActionError' });
    expect((malformed as Error).message.startsWith('unexpected reply from /actions:')).toBe(true);
    await api.fault({ mode: 'not-json' });
    await expect(post('cat@example.com')).rejects.toMatchObject({ name: 'ActionError', message: expect.stringMatching(/is not JSON$/) });
  });
});

describe('actions.getLitterTrialDeliveryDates', () => {
  it("posts the action getAvailableLitterTrialDeliveryDates with no values: the dates as {date, price}", async () => {
    const dates = await api.client().actions.getLitterTrialDeliveryDates();
    expect(dates.slice(0, 3)).toEqual([
      { date: '2024-06-03', price: 2.99 },
      { date: '2024-06-04', price: 0 },
      { date: '2024-06-05', price: 0 },
    ]);
    expect(dates.find(({ date }) => date === '2024-06-08')).toEqual({ date: '2024-06-08', price: 3.99 });
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/actions', search: '', body: { name: 'getAvailableLitterTrialDeliveryDates', values: {}, featureFlags: {} }, token: 'tok' },
    ]);
  });

  it('fails with an ActionError: success false (switch datesFail), a reply without dates', async () => {
    await api.switches({ datesFail: true });
    await expect(api.client().actions.getLitterTrialDeliveryDates()).rejects.toMatchObject({
      name: 'ActionError',
      message: 'Delivery dates are unavailable (switch datesFail)',
    });
    await api.switches({ datesFail: false });
    await api.fault({ mode: 'error' });
    await expect(api.client().actions.getLitterTrialDeliveryDates()).rejects.toMatchObject({ name: 'ActionError' });
  });
});

describe('actions.checkoutLitter', () => {
  const order = { values: { discountCode: 'LITTER50', cadence: 'EVERY_4_WEEKS', quantity: 1, deliveryDate: '2024-06-04' }, product: 'SCOOP_HEALTH' };

  it('posts the action checkoutLitter with its values and product; resolves on success', async () => {
    await expect(api.client().actions.checkoutLitter(order)).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'POST', path: '/actions', search: '', body: { ...order, name: 'checkoutLitter', featureFlags: {} }, token: 'tok' }]);
  });

  it('fails with an ActionError: without a delivery date (on that field), switch checkoutFails', async () => {
    await expect(api.client().actions.checkoutLitter({ ...order, values: { quantity: 1 } })).rejects.toMatchObject({
      name: 'ActionError',
      failure: { message: 'Choose a delivery date', fieldName: 'deliveryDate' },
    });
    await api.switches({ checkoutFails: true });
    await expect(api.client().actions.checkoutLitter(order)).rejects.toMatchObject({ name: 'ActionError', message: 'Checkout failed (switch checkoutFails)' });
    await api.switches({ checkoutFails: false });
    await api.fault({ mode: 'error' });
    await expect(api.client().actions.checkoutLitter(order)).rejects.toMatchObject({ name: 'ActionError', message: 'Reference API: injected server error' });
  });
});
