// Contract: plans and pricing (spec section 7 "Subscriptions"; contract section 6 for the saver
// tray) against the reference API.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

const onSale = [
  { pricingPlan: 'TRIAL', traySize: 120, price: 14.99 },
  { pricingPlan: 'STANDARD', traySize: 220, price: 45.6 },
  { pricingPlan: 'SAVER', traySize: 220, price: 96.6 },
];
const moveDelivery = { newDeliveryDate: '2026-06-19', subscriptionIds: ['1001', '1007'], reason: 'On holiday' };
const recipes = { subscriptionId: '1001', recipes: { CLUCK: 14, SPLASH: 14, BAAA: 0 } };

describe('subscriptions', () => {
  it('getFreshPricing: GET /fresh/pricing?all=false by default, ?all=true with the retired plans; TRIAL among them', async () => {
    expect(await api.client().subscriptions.getFreshPricing()).toEqual(onSale);
    expect(await api.client({ getAccessToken: () => undefined }).subscriptions.getFreshPricing({ all: true })).toEqual([
      ...onSale,
      { pricingPlan: 'LEGACY_2023', traySize: 200, price: 41.2 },
    ]);
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/fresh/pricing', search: '?all=false', body: undefined, token: 'tok' },
      { method: 'GET', path: '/fresh/pricing', search: '?all=true', body: undefined, token: undefined },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('updateDeliveryDate: PATCH /customer/subscription/delivery-date/update {newDeliveryDate, subscriptionIds, reason}', async () => {
    await expect(api.client().subscriptions.updateDeliveryDate(moveDelivery)).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'PATCH', path: '/customer/subscription/delivery-date/update', search: '', body: moveDelivery, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('updateRecipes: PUT /customer/subscription/fresh/recipes/update {subscriptionId, recipes}', async () => {
    await expect(api.client().subscriptions.updateRecipes(recipes)).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'PUT', path: '/customer/subscription/fresh/recipes/update', search: '', body: recipes, token: 'tok' }]);
  });

  it('getSaverTray: GET /subscriptions/tray-sizes?pricingPlan=SAVER&kcalPerDay=N', async () => {
    expect(await api.client().subscriptions.getSaverTray(238)).toEqual({ traySize: 220, price: 96.6 });
    expect(api.requests()).toEqual([{ method: 'GET', path: '/subscriptions/tray-sizes', search: '?pricingPlan=SAVER&kcalPerDay=238', body: undefined, token: 'tok' }]);
  });

  it('a plan the customer does not have: http 404', async () => {
    await expect(api.client().subscriptions.updateDeliveryDate({ ...moveDelivery, subscriptionIds: ['4242'] })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
    });
    await expect(api.client().subscriptions.updateRecipes({ ...recipes, subscriptionId: '4242' })).rejects.toMatchObject({ status: 404 });
  });

  it('every call: 500 is an http ApiError; another shape is invalid-reply where the reply is read', async () => {
    const client = api.client();
    await api.fault({ mode: 'error' });
    for (const call of [
      () => client.subscriptions.getFreshPricing(),
      () => client.subscriptions.updateDeliveryDate(moveDelivery),
      () => client.subscriptions.updateRecipes(recipes),
      () => client.subscriptions.getSaverTray(238),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    }
    await api.fault({ mode: 'malformed' });
    await expect(client.subscriptions.getFreshPricing()).rejects.toMatchObject({ kind: 'invalid-reply' });
    await expect(client.subscriptions.getSaverTray(238)).rejects.toMatchObject({ kind: 'invalid-reply' });
    await expect(client.subscriptions.updateDeliveryDate(moveDelivery)).resolves.toBeUndefined();
    await expect(client.subscriptions.updateRecipes(recipes)).resolves.toBeUndefined();
  });

  it('an invalid change (no plans, a 31 June, no reason, an unknown recipe) or no token: nothing sent', async () => {
    const client = api.client();
    await expect(client.subscriptions.updateDeliveryDate({ ...moveDelivery, subscriptionIds: [] })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.subscriptions.updateDeliveryDate({ ...moveDelivery, newDeliveryDate: '2026-06-31' })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.subscriptions.updateDeliveryDate({ ...moveDelivery, reason: '' })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.subscriptions.updateRecipes({ subscriptionId: '1001', recipes: { WOOF: 2 } as never })).rejects.toMatchObject({ kind: 'invalid-request' });
    const loggedOut = api.client({ getAccessToken: () => undefined });
    await expect(loggedOut.subscriptions.updateDeliveryDate(moveDelivery)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.subscriptions.updateRecipes(recipes)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toEqual([]);
  });
});
