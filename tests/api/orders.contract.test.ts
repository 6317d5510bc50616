// Contract: the orders service (spec section 7 "Orders service"; contract section 6) on its own
// base (ordersApiBase), token required, against the reference API.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
/** The other services' base is unreachable: every call here must go to ordersApiBase. */
const orders = (options = {}) => api.client({ apiBase: 'http://127.0.0.1:9', ordersApiBase: api.base(), ...options }).orders;

describe('orders', () => {
  it('hadHalloweenRecipe: GET /orders/had-halloween-recipe?planId=N: the result', async () => {
    expect(await orders().hadHalloweenRecipe('1005')).toBe(true);
    expect(await orders().hadHalloweenRecipe('1003')).toBe(false);
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/orders/had-halloween-recipe', search: '?planId=1005', body: undefined, token: 'tok' },
      { method: 'GET', path: '/orders/had-halloween-recipe', search: '?planId=1003', body: undefined, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('hasPurchasedNibblesInXMonths: GET /orders/has-purchased-nibbles?planId=N&months=M', async () => {
    expect(await orders().hasPurchasedNibblesInXMonths('1001', 3)).toBe(true);
    expect(await orders().hasPurchasedNibblesInXMonths('1002', 6)).toBe(false);
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/orders/has-purchased-nibbles', search: '?planId=1001&months=3', body: undefined, token: 'tok' },
      { method: 'GET', path: '/orders/has-purchased-nibbles', search: '?planId=1002&months=6', body: undefined, token: 'tok' },
    ]);
  });

  it('fails: 500 (http), another shape (invalid-reply), no token (unauthenticated, nothing sent)', async () => {
    const calls = [() => orders().hadHalloweenRecipe('1005'), () => orders().hasPurchasedNibblesInXMonths('1001', 3)];
    await api.fault({ mode: 'error' });
    for (const call of calls) await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    for (const call of calls) await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    const loggedOut = orders({ getAccessToken: () => undefined });
    await expect(loggedOut.hadHalloweenRecipe('1005')).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.hasPurchasedNibblesInXMonths('1001', 3)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toHaveLength(4);
  });
});
