// Contract: GET /global (no token) and GET /personal (cookies, token when logged in) against the
// reference API. Their replies are not shown in the spec: any JSON object is passed on.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

describe('pageData', () => {
  it('getGlobal: GET /global without the token even when logged in, no cookies', async () => {
    expect(await api.client().pageData.getGlobal()).toEqual({ market: 'GB', currency: 'GBP', signUpOffer: '20% off', multicatDiscount: '5% ongoing' });
    expect(api.requests()).toEqual([{ method: 'GET', path: '/global', search: '', body: undefined, token: undefined }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('getPersonal: GET /personal with cookies, and the token when logged in', async () => {
    expect(await api.client().pageData.getPersonal()).toEqual({
      loggedIn: true,
      customer: { katkinCustomerId: 'cus-demo-1', firstName: 'Amelia', email: 'amelia.hart@example.com' },
    });
    expect(await api.client({ getAccessToken: () => null }).pageData.getPersonal()).toEqual({ loggedIn: false });
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/personal', search: '', body: undefined, token: 'tok' },
      { method: 'GET', path: '/personal', search: '', body: undefined, token: undefined },
    ]);
    expect(api.credentials()).toEqual(['include', 'include']);
  });

  it('fails: 500 (http), a reply that is not an object (invalid-reply); any object passes as it came', async () => {
    await api.fault({ mode: 'error' });
    await expect(api.client().pageData.getGlobal()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await expect(api.client().pageData.getPersonal()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'not-json' });
    await expect(api.client().pageData.getGlobal()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    await api.fault({ mode: 'malformed' });
    expect(await api.client().pageData.getPersonal()).toEqual({ unexpected: 'shape' });
  });
});
