// Contract: the checkout baskets (spec sections 7 "Checkout", 8, 9) against the reference API:
// createBasket with its existing-basket rule, createCheckoutBasket with its network-failure
// basket, one look at a basket, and polling a basket that settles at its first look. These
// calls send the site's cookies. Polling's 45 looks 2000 ms apart are tested with a fake clock
// (shared/api), not here.
import { describe, expect, it, vi } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

const trial = { items: [{ id: 'FRESH_TRIAL', quantity: 1 }] };
const networkFailure = { basketId: '', validationError: { field: 'network', message: 'Network request failed', errorType: 'network_error' } };

describe('checkout.createBasket', () => {
  it('POST /internal/basket/{userId} {basket} with cookies and the token: the new basket', async () => {
    expect(await api.client().checkout.createBasket('user-1', trial)).toEqual({ basketId: 'bkt-1', status: 'DRAFT', clientSecret: null, isExisting: false });
    expect(api.requests()).toEqual([{ method: 'POST', path: '/internal/basket/user-1', search: '', body: { basket: trial }, token: 'tok' }]);
    expect(api.credentials()).toEqual(['include']);
  });

  it('is sent without a token when logged out (the site session)', async () => {
    await api.client({ getAccessToken: () => undefined }).checkout.createBasket('user-1', trial);
    expect(api.requests()).toMatchObject([{ path: '/internal/basket/user-1', token: undefined }]);
    expect(api.credentials()).toEqual(['include']);
  });

  it('returns the existing basket an error reply (409) holds instead of failing', async () => {
    const existing = { basketId: 'bkt-existing', status: 'DRAFT', clientSecret: null, isExisting: true };
    expect(await api.client().checkout.createBasket('user-with-basket', trial)).toEqual(existing);
    await api.switches({ hasBasket: true });
    expect(await api.client().checkout.createBasket('user-2', trial)).toEqual(existing);
  });

  it('fails: 500 or a 409 without a basket (http), another shape (invalid-reply)', async () => {
    await api.fault({ mode: 'error' });
    await expect(api.client().checkout.createBasket('user-1', trial)).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'error', status: 409 });
    await expect(api.client().checkout.createBasket('user-1', trial)).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 409 });
    await api.fault({ mode: 'malformed' });
    await expect(api.client().checkout.createBasket('user-1', trial)).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
  });

  it('a basket without items, an item without an id or with quantity 0, an empty user id: invalid-request, nothing sent', async () => {
    const client = api.client();
    await expect(client.checkout.createBasket('user-1', { items: [] })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.checkout.createBasket('user-1', { items: [{ id: '', quantity: 1 }] })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.checkout.createBasket('user-1', { items: [{ id: 'FRESH_TRIAL', quantity: 0 }] })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.checkout.createBasket('', trial)).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(api.requests()).toEqual([]);
  });
});

describe('checkout.createCheckoutBasket', () => {
  it('POST /v2/basket/{userId} {basket} with cookies and the token: the checkout basket', async () => {
    expect(await api.client().checkout.createCheckoutBasket('user-1', trial)).toEqual({
      basketId: 'chk-1',
      status: 'DRAFT',
      clientSecret: 'pi_demo_chk-1_secret_demo',
      validationError: null,
    });
    expect(api.requests()).toEqual([{ method: 'POST', path: '/v2/basket/user-1', search: '', body: { basket: trial }, token: 'tok' }]);
    expect(api.credentials()).toEqual(['include']);
  });

  it("passes on the service's own validationError", async () => {
    expect(await api.client().checkout.createCheckoutBasket('user-1', { items: [{ id: 'DOG_FOOD', quantity: 1 }] })).toEqual({
      basketId: '',
      validationError: { field: 'items', message: 'We do not sell DOG_FOOD', errorType: 'validation_error' },
    });
  });

  it('answers the network-failure basket on any failure, logged, never throwing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api.fault({ mode: 'error' });
    expect(await api.client().checkout.createCheckoutBasket('user-1', trial)).toEqual(networkFailure);
    await api.fault({ mode: 'malformed' });
    expect(await api.client().checkout.createCheckoutBasket('user-1', trial)).toEqual(networkFailure);
    await api.fault({ mode: 'not-json' });
    expect(await api.client().checkout.createCheckoutBasket('user-1', trial)).toEqual(networkFailure);
    await api.fault({ mode: 'stall-body' });
    expect(await api.client({ timeoutMs: 300 }).checkout.createCheckoutBasket('user-1', trial)).toEqual(networkFailure);
    expect(await api.client().checkout.createCheckoutBasket('user-1', { items: [] })).toEqual(networkFailure);
    expect(await api.client({ apiBase: 'http://127.0.0.1:9' }).checkout.createCheckoutBasket('user-1', trial)).toEqual(networkFailure);
    expect(logged).toHaveBeenCalledTimes(6);
    expect(logged.mock.calls[0]![0]).toBe('katkin: api: the checkout basket could not be created:');
    expect(api.requests()).toHaveLength(4);
  });
});

describe('checkout.getBasket and pollBasket', () => {
  it('getBasket: GET /basket/{id} with cookies: the basket as it is at that look', async () => {
    expect(await api.client().checkout.getBasket('chk-1')).toEqual({ basketId: 'chk-1', status: 'DRAFT', clientSecret: 'pi_demo_chk-1_secret_demo' });
    expect(await api.client().checkout.getBasket('chk-1')).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await api.client().checkout.getBasket('chk-1')).toMatchObject({ status: 'COMPLETE' });
    expect(api.requests()).toEqual(Array(3).fill({ method: 'GET', path: '/basket/chk-1', search: '', body: undefined, token: 'tok' }));
    expect(api.credentials()).toEqual(['include', 'include', 'include']);
  });

  it('getBasket fails: unknown basket (http 404), 500, another shape (invalid-reply)', async () => {
    await expect(api.client().checkout.getBasket('nope')).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 404 });
    await api.fault({ mode: 'error' });
    await expect(api.client().checkout.getBasket('chk-1')).rejects.toMatchObject({ kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    await expect(api.client().checkout.getBasket('chk-1')).rejects.toMatchObject({ kind: 'invalid-reply' });
  });

  it('pollBasket returns the settled basket from the server (settled at the first look)', async () => {
    await api.switches({ basketSettlesAfterLooks: 1 });
    expect(await api.client().checkout.pollBasket('chk-7')).toEqual({ basketId: 'chk-7', status: 'COMPLETE', clientSecret: 'pi_demo_chk-7_secret_demo' });
    await api.switches({ basketFinalStatus: 'FAILED' });
    expect(await api.client().checkout.pollBasket('chk-8')).toMatchObject({ basketId: 'chk-8', status: 'FAILED' });
    expect(api.requests().map((request) => request.path)).toEqual(['/basket/chk-7', '/basket/chk-8']);
  });

  it('pollBasket with an aborted signal: aborted, nothing sent', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.client().checkout.pollBasket('chk-1', { signal: controller.signal })).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' });
    expect(api.requests()).toEqual([]);
  });
});
