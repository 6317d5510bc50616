// Contract: litter and add-ons on a plan (spec section 7 "Litter") against the reference API.
// Spec section 8: "Extra-plan calls throw an empty error": every failure is an Error whose
// message is '' (the cause kept for logging).
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

/** Rejects with an Error whose message is exactly '' (not an ApiError). */
async function emptyError(call: Promise<unknown>): Promise<unknown> {
  const error = await call.then(
    () => expect.unreachable('the call resolved'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).name).toBe('Error');
  expect((error as Error).message).toBe('');
  return (error as Error).cause;
}

describe('extraPlans', () => {
  it('getProductPrices: GET /customer/extraPlan/getProductPrices?productTitle=', async () => {
    expect(await api.client().extraPlans.getProductPrices('SCOOP_HEALTH')).toEqual({
      productTitle: 'SCOOP_HEALTH',
      prices: [
        { quantity: 1, price: 12.99, salePrice: 6.5 },
        { quantity: 2, price: 24.68, salePrice: null },
      ],
    });
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/customer/extraPlan/getProductPrices', search: '?productTitle=SCOOP_HEALTH', body: undefined, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('changeCadence: POST /customer/extraPlan/changeCadence {parentId, cadence, quantity}', async () => {
    await expect(api.client().extraPlans.changeCadence({ parentId: '1001', cadence: 'EVERY_8_WEEKS', quantity: 2 })).resolves.toBeUndefined();
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/customer/extraPlan/changeCadence', search: '', body: { parentId: '1001', cadence: 'EVERY_8_WEEKS', quantity: 2 }, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('changeAddonsList: POST /customer/changeAddonsList {freshMealPlanId, addons: {item: quantity}}', async () => {
    const change = { freshMealPlanId: '1002', addons: { SPRINKLES: 1, NIBBLES_SALMON: 2, TOTE_BAG: 0 } };
    await expect(api.client().extraPlans.changeAddonsList(change)).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'POST', path: '/customer/changeAddonsList', search: '', body: change, token: 'tok' }]);
  });

  it('every failure is an empty error: 500, the switch extraPlansFail, a 404, another shape', async () => {
    const client = api.client();
    expect(await emptyError(client.extraPlans.getProductPrices('DOG_FOOD'))).toMatchObject({ name: 'ApiError', kind: 'http', status: 404 });
    await api.switches({ extraPlansFail: true });
    expect(await emptyError(client.extraPlans.getProductPrices('SCOOP_HEALTH'))).toMatchObject({ kind: 'http', status: 500 });
    expect(await emptyError(client.extraPlans.changeCadence({ parentId: '1001', cadence: 'EVERY_4_WEEKS', quantity: 1 }))).toMatchObject({ kind: 'http', status: 500 });
    expect(await emptyError(client.extraPlans.changeAddonsList({ freshMealPlanId: '1001', addons: { SPRINKLES: 1 } }))).toMatchObject({ status: 500 });
    await api.switches({ extraPlansFail: false });
    await api.fault({ mode: 'error', status: 503 });
    expect(await emptyError(client.extraPlans.changeCadence({ parentId: '1001', cadence: 'EVERY_4_WEEKS', quantity: 1 }))).toMatchObject({ status: 503 });
    await api.fault({ mode: 'malformed' });
    expect(await emptyError(client.extraPlans.getProductPrices('SCOOP_HEALTH'))).toMatchObject({ kind: 'invalid-reply' });
  });

  it('an add-on that is not an item, a negative quantity, no token: an empty error, nothing sent', async () => {
    const client = api.client();
    expect(await emptyError(client.extraPlans.changeAddonsList({ freshMealPlanId: '1001', addons: { CATNIP: 1 } as never }))).toMatchObject({
      kind: 'invalid-request',
    });
    expect(await emptyError(client.extraPlans.changeCadence({ parentId: '1001', cadence: 'EVERY_4_WEEKS', quantity: -1 }))).toMatchObject({
      kind: 'invalid-request',
    });
    const loggedOut = api.client({ getAccessToken: () => undefined });
    expect(await emptyError(loggedOut.extraPlans.changeCadence({ parentId: '1001', cadence: 'EVERY_4_WEEKS', quantity: 1 }))).toMatchObject({
      kind: 'unauthenticated',
    });
    expect(await emptyError(loggedOut.extraPlans.changeAddonsList({ freshMealPlanId: '1001', addons: {} }))).toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toEqual([]);
  });
});
