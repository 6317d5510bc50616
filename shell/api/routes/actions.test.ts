import { describe, expect, it } from 'vitest';
import { actionRoutes, litterTrialDates } from './actions.ts';
import type { ApiState } from '../route-types.ts';

const state = (switches: Record<string, unknown> = {}): ApiState => ({
  requests: [],
  fault: { mode: 'none', pathPrefix: '', delayMs: 0 },
  switches,
});
const post = (body: unknown, switches?: Record<string, unknown>) =>
  actionRoutes[0]!.handle({ url: new URL('http://x/actions'), body, token: undefined, params: {} }, state(switches));

describe('litterTrialDates', () => {
  it('offers paid and free days from the day after tomorrow, never a Sunday', () => {
    const dates = litterTrialDates({ year: 2026, month: 11, day: 21 }); // a Saturday
    expect(dates[0]).toEqual(['2026-11-23', 2.99]);
    expect(dates[1]).toEqual(['2026-11-24', 0]);
    expect(dates.find(([date]) => date === '2026-11-28')?.[1]).toBe(3.99);
    expect(dates.some(([date]) => date === '2026-11-29')).toBe(false);
  });
});

describe('POST /actions', () => {
  it('answers the delivery dates, or success: false with datesFail', async () => {
    const ok = await post({ name: 'getAvailableLitterTrialDeliveryDates', values: {} });
    expect((ok.body as { dates: unknown[] }).dates.length).toBeGreaterThan(10);
    expect((await post({ name: 'getAvailableLitterTrialDeliveryDates' }, { datesFail: true })).body).toMatchObject({ success: false });
  });

  it('counts the dates from the switch today when set', async () => {
    const reply = await post({ name: 'getAvailableLitterTrialDeliveryDates' }, { today: '2024-06-01' });
    expect((reply.body as { dates: unknown[] }).dates.slice(0, 2)).toEqual([
      ['2024-06-03', 2.99],
      ['2024-06-04', 0],
    ]);
    await expect(async () => post({ name: 'getAvailableLitterTrialDeliveryDates' }, { today: '1 June' })).rejects.toThrow(
      `switch today must be a 'YYYY-MM-DD' date (got "1 June")`,
    );
  });

  it('checks out with a delivery date, fails with checkoutFails or without a date', async () => {
    const values = { deliveryDate: '2026-11-24' };
    expect((await post({ name: 'checkoutLitter', values })).body).toEqual({ success: true });
    expect((await post({ name: 'checkoutLitter', values }, { checkoutFails: true })).body).toMatchObject({ success: false });
    expect((await post({ name: 'checkoutLitter', values: {} })).body).toMatchObject({ failedOn: { fieldName: 'deliveryDate' } });
  });

  it('answers 400 for an unknown action', async () => {
    expect(await post({ name: 'nope' })).toMatchObject({ status: 400 });
  });
});
