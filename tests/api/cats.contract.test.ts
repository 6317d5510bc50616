// Contract: the customer's cats (GET /customer/cats) and the cat update (PATCH
// /customer/cat/update) with spec section 8's twelve error codes, against the reference API.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

const tom1001 = { freshMealPlanId: '1001', birthday: '2021-04-01', cat: { name: 'Tom', medicalConditionsDetails: '' } };

describe('cats.getCats', () => {
  it("goes to the legacy base (contract section 6: the old API's getFreshCats), not the main one", async () => {
    const client = api.client({ apiBase: 'http://127.0.0.1:9', legacyApiBase: api.base() });
    expect(Object.keys(await client.cats.getCats())).toHaveLength(8);
    expect(api.requests()).toEqual([{ method: 'GET', path: '/customer/cats', search: '', body: undefined, token: 'tok' }]);
  });

  it('GET /customer/cats with the token and no query: the cats keyed by id, birthday on the record', async () => {
    const cats = await api.client().cats.getCats();
    expect(Object.keys(cats)).toEqual(['cat-1001', 'cat-1002', 'cat-1003', 'cat-1004', 'cat-1005', 'cat-1006', 'cat-1007', 'cat-1009']);
    expect(cats['cat-1001']).toEqual(tom1001);
    expect(cats['cat-1004']).toEqual({ freshMealPlanId: '1004', birthday: '2021-04-01', cat: { name: 'Tom', medicalConditionsDetails: 'Kidney disease, Chicken allergy' } });
    expect(api.requests()).toEqual([{ method: 'GET', path: '/customer/cats', search: '', body: undefined, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('sends showSuppressedCats and filterSubscription as query parameters', async () => {
    expect(await api.client().cats.getCats({ showSuppressedCats: true, filterSubscription: '1001' })).toEqual({
      'cat-1001': tom1001,
      'cat-2001': { freshMealPlanId: '1001', birthday: '2012-09-15', cat: { name: 'Smudge', medicalConditionsDetails: '' }, suppressed: true },
    });
    expect(await api.client().cats.getCats({ showSuppressedCats: false })).not.toHaveProperty('cat-2001');
    expect(api.requests().map((request) => request.search)).toEqual(['?showSuppressedCats=true&filterSubscription=1001', '?showSuppressedCats=false']);
  });

  it('fails: 500 (http), another shape (invalid-reply), no token (unauthenticated, nothing sent)', async () => {
    await api.fault({ mode: 'error' });
    await expect(api.client().cats.getCats()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    await expect(api.client().cats.getCats()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    await expect(api.client({ getAccessToken: () => undefined }).cats.getCats()).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toHaveLength(2);
  });
});

describe('cats.updateCat', () => {

  it('PATCH /customer/cat/update {catId, ...changes} with the token, no cookies; resolves', async () => {
    const changes = { catId: 'cat-1003', name: 'Luna', birthday: '2020-02-29', medicalConditionsDetails: 'chicken, duck' };
    await expect(api.client().cats.updateCat(changes)).resolves.toBeUndefined();
    expect(api.requests()).toEqual([{ method: 'PATCH', path: '/customer/cat/update', search: '', body: changes, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it.each([
    ['USER_NOT_FOUND', 404],
    ['HAS_ALREADY_BEEN_CHARGED', 409],
    ['HAS_CONFLICTING_PERMISSIONS', 403],
    ['AC_INTERNAL_ERROR', 500],
    ['CAT_DETAILS_CREATE_FAILED', 500],
    ['CAT_DETAILS_UPDATE_FAILED', 500],
    ['OLD_DB_SYNC_FAILED', 500],
    ['CUSTOMER_SUF_ANSWERS_EVENT_FAILED', 500],
    ['CAT_SUF_ANSWERS_UPDATE_FAILED', 500],
    ['CAT_TO_BREEDER_UPDATE_FAILED', 500],
    ['CAT_SUF_ANSWERS_CREATE_FAILED', 500],
    ['CAT_TO_BREEDER_CREATE_FAILED', 500],
  ])('a %s reply (%i) is a CatUpdateError with that code', async (code, status) => {
    await api.switches({ catUpdateFails: code });
    await expect(api.client().cats.updateCat({ catId: 'cat-1001', name: 'Luna' })).rejects.toMatchObject({
      name: 'CatUpdateError',
      code,
      message: `cat update failed: ${code}`,
      cause: { name: 'ApiError', kind: 'http', status, body: { errorCode: code } },
    });
  });

  it("is 'UNKNOWN' for a code not among the twelve, a 500 without a code, an unknown cat (404 without a code)", async () => {
    await api.switches({ catUpdateFails: 'CAT_TOO_FLUFFY' });
    await expect(api.client().cats.updateCat({ catId: 'cat-1001', name: 'Luna' })).rejects.toMatchObject({ name: 'CatUpdateError', code: 'UNKNOWN' });
    await api.switches({ catUpdateFails: null });
    await expect(api.client().cats.updateCat({ catId: 'cat-9999', name: 'Luna' })).rejects.toMatchObject({
      name: 'CatUpdateError',
      code: 'UNKNOWN',
      cause: { kind: 'http', status: 404 },
    });
    await api.fault({ mode: 'error' });
    await expect(api.client().cats.updateCat({ catId: 'cat-1001', name: 'Luna' })).rejects.toMatchObject({
      name: 'CatUpdateError',
      code: 'UNKNOWN',
      message: 'cat update failed: UNKNOWN',
      cause: { kind: 'http', status: 500 },
    });
  });

  it('does not read the reply: another shape still resolves', async () => {
    await api.fault({ mode: 'malformed' });
    await expect(api.client().cats.updateCat({ catId: 'cat-1001', name: 'Luna' })).resolves.toBeUndefined();
  });

  it('an invalid change (a 30 February birthday, an empty name, no catId) or no token: an ApiError, nothing sent', async () => {
    const client = api.client();
    await expect(client.cats.updateCat({ catId: 'cat-1001', birthday: '2021-02-30' })).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-request' });
    await expect(client.cats.updateCat({ catId: 'cat-1001', name: ' ' })).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-request' });
    await expect(client.cats.updateCat({ name: 'Luna' } as never)).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-request' });
    await expect(api.client({ getAccessToken: () => null }).cats.updateCat({ catId: 'cat-1001', name: 'Luna' })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'unauthenticated',
    });
    expect(api.requests()).toEqual([]);
  });
});
