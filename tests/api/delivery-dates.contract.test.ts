// Contract: POST /check-selectable {deliveryDate, productType, orderType} (spec
// section 7 "Delivery dates") against the reference API, its "today" fixed to Monday 1 June 2026.
import { beforeEach, describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();
const question = (deliveryDate: string) => ({ deliveryDate, productType: 'LITTER', orderType: 'ONE_OFF' });

beforeEach(() => api.switches({ today: '2026-06-01' }));

describe('deliveryDates.checkSelectable', () => {
  it('sends the question with the token when logged in, no cookies; the answer is selectable', async () => {
    expect(await api.client().deliveryDates.checkSelectable(question('2026-06-03'))).toBe(true);
    expect(await api.client({ getAccessToken: () => undefined }).deliveryDates.checkSelectable(question('2026-06-02'))).toBe(false);
    expect(await api.client().deliveryDates.checkSelectable(question('2026-06-07'))).toBe(false);
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/check-selectable', search: '', body: question('2026-06-03'), token: 'tok' },
      { method: 'POST', path: '/check-selectable', search: '', body: question('2026-06-02'), token: undefined },
      { method: 'POST', path: '/check-selectable', search: '', body: question('2026-06-07'), token: 'tok' },
    ]);
    expect(api.credentials()).toEqual(['omit', 'omit', 'omit']);
  });

  it('fails: 500 (http), another shape (invalid-reply), a date that is not YYYY-MM-DD or no product type (invalid-request, not sent)', async () => {
    await expect(api.client().deliveryDates.checkSelectable(question('3 June 2026'))).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(api.client().deliveryDates.checkSelectable({ ...question('2026-06-03'), productType: '' })).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(api.requests()).toEqual([]);
    await api.fault({ mode: 'error' });
    await expect(api.client().deliveryDates.checkSelectable(question('2026-06-03'))).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 500 });
    await api.fault({ mode: 'malformed' });
    await expect(api.client().deliveryDates.checkSelectable(question('2026-06-03'))).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-reply' });
  });
});
