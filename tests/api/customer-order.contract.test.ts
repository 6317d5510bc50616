// Contract: GET /customer/getOrder (spec section 7) against the reference API: force=true goes
// in the dev, stg and ftr environments only; the call sends cookies.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
const order = { orderId: 'ord-5001', status: 'PAID', deliveryDate: '2026-06-12', total: 45.6 };
const query = { katkinCustomerId: 'cus-demo-1', flow: 'checkout' };

describe('customerOrder.getOrder', () => {
  it('GET /customer/getOrder?katkinCustomerId=&flow= with cookies and the token; no force without an environment', async () => {
    expect(await api.client().customerOrder.getOrder(query)).toEqual({ katkinCustomerId: 'cus-demo-1', flow: 'checkout', forced: false, order });
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/customer/getOrder', search: '?katkinCustomerId=cus-demo-1&flow=checkout', body: undefined, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['include']);
  });

  it.each(['dev', 'stg', 'ftr'])('sends force=true in %s', async (environment) => {
    expect(await api.client({ environment }).customerOrder.getOrder(query)).toMatchObject({ forced: true });
    expect(api.requests()).toMatchObject([{ search: '?katkinCustomerId=cus-demo-1&flow=checkout&force=true' }]);
  });

  it.each(['prod', 'PROD', 'development'])('sends no force in %s', async (environment) => {
    expect(await api.client({ environment }).customerOrder.getOrder(query)).toMatchObject({ forced: false });
    expect(api.requests()).toMatchObject([{ search: '?katkinCustomerId=cus-demo-1&flow=checkout' }]);
  });

  it('is made logged out too (the site session), cookies included', async () => {
    await api.client({ getAccessToken: () => undefined }).customerOrder.getOrder(query);
    expect(api.requests()).toMatchObject([{ path: '/customer/getOrder', token: undefined }]);
    expect(api.credentials()).toEqual(['include']);
  });

  it('fails: an unknown customer (http 404), 500, a reply that is not an object (invalid-reply)', async () => {
    await expect(api.client().customerOrder.getOrder({ katkinCustomerId: 'cus-other', flow: 'checkout' })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
    });
    await api.fault({ mode: 'error' });
    await expect(api.client().customerOrder.getOrder(query)).rejects.toMatchObject({ kind: 'http', status: 500 });
    await api.fault({ mode: 'invalid-json' });
    await expect(api.client().customerOrder.getOrder(query)).rejects.toMatchObject({ kind: 'invalid-reply' });
  });
});
