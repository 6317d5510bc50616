// Contract: the competitor portion (contract section 6) against the reference API: the portion
// for a known brand, undefined for one the API does not know (its 404), any other failure thrown.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

describe('competitors.getPortion', () => {
  it('GET /competitors/portion?brand=&foodType=&kcalPerDay=, with the token, no cookies: the portion', async () => {
    expect(await api.client().competitors.getPortion({ brand: 'whiskas', foodType: 'wet', kcalPerDay: 238 })).toEqual({ costPerDay: 1.1, meatPercentage: 4 });
    expect(await api.client().competitors.getPortion({ brand: 'sheba', foodType: 'wet', kcalPerDay: 238 })).toEqual({ costPerDay: 1.75, meatPercentage: null });
    expect(api.requests()[0]).toEqual({ method: 'GET', path: '/competitors/portion', search: '?brand=whiskas&foodType=wet&kcalPerDay=238', body: undefined, token: 'tok' });
    expect(api.credentials()).toEqual(['omit', 'omit']);
  });

  it('answers undefined for a brand the API does not know (404)', async () => {
    await expect(api.client().competitors.getPortion({ brand: 'no-such-brand', foodType: 'wet', kcalPerDay: 238 })).resolves.toBeUndefined();
  });

  it('fails: 500 (http), another shape (invalid-reply)', async () => {
    await api.fault({ mode: 'error' });
    await expect(api.client().competitors.getPortion({ brand: 'whiskas', foodType: 'wet', kcalPerDay: 238 })).rejects.toMatchObject({ kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    await expect(api.client().competitors.getPortion({ brand: 'whiskas', foodType: 'wet', kcalPerDay: 238 })).rejects.toMatchObject({ kind: 'invalid-reply' });
  });
});
