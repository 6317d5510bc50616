// Contract: the four address calls on /customer/shipping and /customer/billing against the
// reference API (token required, no cookies, UK address bodies checked before sending).
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

const shipLondon = {
  id: 'ship-1',
  firstName: 'Amelia',
  lastName: 'Hart',
  line1: '12 Kingsland Road',
  line2: 'Flat 3',
  city: 'London',
  postcode: 'E2 8DA',
  phone: '07700 900123',
};
const newAddress = { firstName: 'Amelia', lastName: 'Hart', line1: '7 Castle Street', city: 'Edinburgh', postcode: 'EH2 3AH' };

describe('addresses', () => {
  it('list: GET /customer/shipping/all with the token, no cookies, the addresses parsed', async () => {
    expect(await api.client().addresses.list('shipping')).toEqual([
      shipLondon,
      { id: 'ship-2', firstName: 'Amelia', lastName: 'Hart', line1: '4 Queen Square', city: 'Bristol', postcode: 'BS1 4JQ' },
    ]);
    expect(api.requests()).toEqual([{ method: 'GET', path: '/customer/shipping/all', search: '', body: undefined, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('list: GET /customer/billing/all', async () => {
    expect(await api.client().addresses.list('billing')).toEqual([{ ...shipLondon, id: 'bill-1' }]);
    expect(api.requests()).toMatchObject([{ method: 'GET', path: '/customer/billing/all', token: 'tok' }]);
  });

  it('get: GET /customer/shipping/{id}, the id one encoded segment', async () => {
    expect(await api.client().addresses.get('shipping', 'ship-1')).toEqual(shipLondon);
    await expect(api.client().addresses.get('billing', 'no such/id')).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 404 });
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/customer/shipping/ship-1', search: '', body: undefined, token: 'tok' },
      { method: 'GET', path: '/customer/billing/no%20such%2Fid', search: '', body: undefined, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('create: POST /customer/billing with the address; the reply is it with its new id', async () => {
    expect(await api.client().addresses.create('billing', newAddress)).toEqual({ id: 'bill-2', ...newAddress });
    expect(api.requests()).toEqual([{ method: 'POST', path: '/customer/billing', search: '', body: newAddress, token: 'tok' }]);
    expect(api.credentials()).toEqual(['omit']);
  });

  it('update: PATCH /customer/shipping/{id} with the changes only; the reply is the whole address', async () => {
    expect(await api.client().addresses.update('shipping', 'ship-2', { phone: '07700 900456' })).toEqual({
      id: 'ship-2',
      firstName: 'Amelia',
      lastName: 'Hart',
      line1: '4 Queen Square',
      city: 'Bristol',
      postcode: 'BS1 4JQ',
      phone: '07700 900456',
    });
    expect(api.requests()).toEqual([{ method: 'PATCH', path: '/customer/shipping/ship-2', search: '', body: { phone: '07700 900456' }, token: 'tok' }]);
  });

  it('an address without a postcode, a blank city or an unknown field is never sent (invalid-request)', async () => {
    const noPostcode = { firstName: 'Amelia', lastName: 'Hart', line1: '7 Castle Street', city: 'Edinburgh' };
    const client = api.client();
    await expect(client.addresses.create('shipping', noPostcode as typeof newAddress)).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.addresses.update('shipping', 'ship-1', { city: '  ' })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.addresses.update('shipping', 'ship-1', { county: 'Kent' } as never)).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client.addresses.get('shipping', ' ')).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(api.requests()).toEqual([]);
  });

  it('without a token every call fails (unauthenticated) before any request', async () => {
    const client = api.client({ getAccessToken: () => null });
    await expect(client.addresses.list('shipping')).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(client.addresses.get('billing', 'bill-1')).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(client.addresses.create('shipping', newAddress)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(client.addresses.update('shipping', 'ship-1', { city: 'Leeds' })).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toEqual([]);
  });

  it('a 500 is an http ApiError; a reply of another shape is invalid-reply', async () => {
    const client = api.client();
    const calls = [
      () => client.addresses.list('shipping'),
      () => client.addresses.get('shipping', 'ship-1'),
      () => client.addresses.create('shipping', newAddress),
      () => client.addresses.update('shipping', 'ship-1', { city: 'Leeds' }),
    ];
    await api.fault({ mode: 'error', pathPrefix: '/customer/' });
    for (const call of calls) await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed', pathPrefix: '/customer/' });
    for (const call of calls) await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    expect(api.requests()).toHaveLength(8);
  });
});
