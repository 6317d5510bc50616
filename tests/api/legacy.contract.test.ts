// Contract: the old API (spec section 7 "Old API"; contract section 6) on its own base
// (legacyApiBase): getAllSubscriptions and getFreshCats (token required) and the batch lookup
// (never a token), against the reference API.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
/** The other services' base is unreachable: every call here must go to legacyApiBase. */
const legacy = (options = {}) => api.client({ apiBase: 'http://127.0.0.1:9', legacyApiBase: api.base(), ...options }).legacy;

describe('legacy', () => {
  it('getAllSubscriptions: GET /subscriptions with the token: the fresh meal plans, gift absent or null when none', async () => {
    const { freshMealPlans } = await legacy().getAllSubscriptions();
    expect(freshMealPlans.slice(0, 3)).toEqual([
      { parentId: '1001', boxNumber: 4, nextDeliveryDate: '2026-06-12', gift: null },
      { parentId: '1002', boxNumber: 1, nextDeliveryDate: '2026-06-12', gift: 'KatKin tote bag' },
      { parentId: '1003', boxNumber: 6, nextDeliveryDate: '2026-10-09' },
    ]);
    expect(freshMealPlans.map((plan) => plan.parentId)).toEqual(['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1009']);
    expect(api.requests()).toEqual([{ method: 'GET', path: '/subscriptions', search: '', body: undefined, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('getFreshCats: GET /customer/cats with the token: the cats keyed by id', async () => {
    const cats = await legacy().getFreshCats();
    expect(cats['cat-1003']).toEqual({ freshMealPlanId: '1003', birthday: '2021-04-01', cat: { name: 'Tom', medicalConditionsDetails: 'Sensitive stomach' } });
    expect(Object.keys(cats)).toHaveLength(8);
    expect(api.requests()).toEqual([{ method: 'GET', path: '/customer/cats', search: '', body: undefined, token: 'tok' }]);
  });

  it('getBatch: GET /batch?bn= without the token even when logged in; a 404 keeps its errorMessage', async () => {
    expect(await legacy().getBatch('24680')).toEqual({
      batchNumber: '24680',
      batchDate: { year: 2026, month: 11, day: 18 },
      bestBefore: { year: 2027, month: 2, day: 16 },
      testAuthority: 'ALS Food & Pharmaceutical',
      testResult: 'PENDING',
    });
    await expect(legacy().getBatch('99999')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      body: { errorMessage: "We couldn't find batch BN99999. Check the number on your pack and try again." },
    });
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/batch', search: '?bn=24680', body: undefined, token: undefined },
      { method: 'GET', path: '/batch', search: '?bn=99999', body: undefined, token: undefined },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('every call: 500 is an http ApiError, another shape invalid-reply', async () => {
    const calls = [() => legacy().getAllSubscriptions(), () => legacy().getFreshCats(), () => legacy().getBatch('12345')];
    await api.fault({ mode: 'error' });
    for (const call of calls) await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    for (const call of calls) await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
  });

  it('without a token the customer calls fail unauthenticated before any request; the batch lookup is still made', async () => {
    const loggedOut = legacy({ getAccessToken: () => undefined });
    await expect(loggedOut.getAllSubscriptions()).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.getFreshCats()).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.getBatch('12345')).resolves.toMatchObject({ batchNumber: '12345', testResult: 'PASS' });
    expect(api.requests().map((request) => request.path)).toEqual(['/batch']);
  });
});
