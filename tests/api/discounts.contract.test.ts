// Contract: the discounts service (spec section 7 "Discounts"; contract section 6) against the
// reference API, on its own base (discountsApiBase): applications, estimate, apply, and the two
// code checks whose replies are "truthy or falsy JSON".
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
/** The other services' base is unreachable: every call here must go to discountsApiBase. */
const discounts = (options = {}) => api.client({ apiBase: 'http://127.0.0.1:9', discountsApiBase: api.base(), ...options }).discounts;

const stay20 = { code: 'STAY20', discount: { discount_type: 'percentage', value: 20 }, appliesToSubGroups: [{ subscriptionId: '1001' }] };
const fiveOff = { code: 'FIVEOFF', discount: { discount_type: 'absolute_total', value: 5 }, appliesToSubGroups: [{ subscriptionId: '1007' }] };
const old10 = { code: 'OLD10', discount: { discount_type: 'percentage', value: 10 }, appliesToSubGroups: [{ subscriptionId: '1006' }] };

describe('discounts', () => {
  it('getApplications: GET /applications/customer, all or only ?filter=POTENTIALLY USABLE', async () => {
    expect(await discounts().getApplications()).toEqual([stay20, fiveOff, old10]);
    expect(await discounts().getApplications({ potentiallyUsable: true })).toEqual([stay20, fiveOff]);
    expect(api.requests()).toEqual([
      { method: 'GET', path: '/applications/customer', search: '', body: undefined, token: 'tok' },
      { method: 'GET', path: '/applications/customer', search: '?filter=POTENTIALLY+USABLE', body: undefined, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('getEstimate: GET /estimation/subscription?subscriptionId=&code=', async () => {
    expect(await discounts().getEstimate(1001, 'STAY20')).toEqual({ percentageSaved: 20, savings: 9.12, originalPrice: 45.6, discountedPrice: 36.48 });
    expect(api.requests()).toEqual([{ method: 'GET', path: '/estimation/subscription', search: '?subscriptionId=1001&code=STAY20', body: undefined, token: 'tok' }]);
    await expect(discounts().getEstimate(1009, 'STAY20')).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
  });

  it('applyCode: POST /applications/customer {code}: true, or false for a code that no longer applies', async () => {
    expect(await discounts().applyCode('STAY20')).toBe(true);
    expect(await discounts().applyCode('EXPIRED5')).toBe(false);
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/applications/customer', search: '', body: { code: 'STAY20' }, token: 'tok' },
      { method: 'POST', path: '/applications/customer', search: '', body: { code: 'EXPIRED5' }, token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('validateInfluencerCode: PUT /codes/validate-influencer {code}: truthy true, falsy false; token when logged in', async () => {
    expect(await discounts().validateInfluencerCode('pawsome')).toBe(true);
    expect(await discounts({ getAccessToken: () => undefined }).validateInfluencerCode('NOPE')).toBe(false);
    expect(api.requests()).toEqual([
      { method: 'PUT', path: '/codes/validate-influencer', search: '', body: { code: 'pawsome' }, token: 'tok' },
      { method: 'PUT', path: '/codes/validate-influencer', search: '', body: { code: 'NOPE' }, token: undefined },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('validateDiscountCode: POST /codes/validate-discount-code {code, extra}: an object is true, null is false', async () => {
    expect(await discounts().validateDiscountCode('WELCOME20', { source: 'email-popup' })).toBe(true);
    expect(await discounts().validateDiscountCode('NOPE')).toBe(false);
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/codes/validate-discount-code', search: '', body: { code: 'WELCOME20', extra: { source: 'email-popup' } }, token: 'tok' },
      { method: 'POST', path: '/codes/validate-discount-code', search: '', body: { code: 'NOPE' }, token: 'tok' },
    ]);
  });

  it('every call: a 500 is an http ApiError', async () => {
    await api.fault({ mode: 'error' });
    for (const call of [
      () => discounts().getApplications(),
      () => discounts().getEstimate(1001, 'STAY20'),
      () => discounts().applyCode('STAY20'),
      () => discounts().validateInfluencerCode('PAWSOME'),
      () => discounts().validateDiscountCode('WELCOME20'),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    }
  });

  it('another shape: invalid-reply for applications and estimate; the truthy-or-falsy calls read any object as true', async () => {
    await api.fault({ mode: 'malformed' });
    await expect(discounts().getApplications()).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    await expect(discounts().getEstimate(1001, 'STAY20')).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
    expect(await discounts().applyCode('STAY20')).toBe(true);
    expect(await discounts().validateInfluencerCode('NOPE')).toBe(true);
    expect(await discounts().validateDiscountCode('NOPE')).toBe(true);
  });

  it('an empty code: invalid-request; no token: applications, estimate and apply fail unauthenticated; nothing sent', async () => {
    await expect(discounts().applyCode('')).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(discounts().validateInfluencerCode('  ')).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(discounts().validateDiscountCode('')).rejects.toMatchObject({ kind: 'invalid-request' });
    const loggedOut = discounts({ getAccessToken: () => undefined });
    await expect(loggedOut.getApplications()).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.getEstimate(1001, 'STAY20')).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(loggedOut.applyCode('STAY20')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(api.requests()).toEqual([]);
  });
});
