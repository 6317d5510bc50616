import { describe, expect, it } from 'vitest';
import type { ApiState } from '../route-types.ts';
import { priceComparisonRoutes } from './price-comparison.ts';

const state = {} as ApiState;
function call(path: string, query: string) {
  const route = priceComparisonRoutes.find((r) => r.path === path)!;
  return route.handle({ url: new URL(`http://api${path}?${query}`), body: undefined, token: undefined, params: {} }, state);
}

describe('reference API: price comparison', () => {
  it('answers the saver tray for a daily need, price being the 42-tray delivery', async () => {
    expect(await call('/subscriptions/tray-sizes', 'pricingPlan=SAVER&kcalPerDay=238')).toEqual({
      body: { traySize: 220, price: 96.6 },
    });
    expect(await call('/subscriptions/tray-sizes', 'pricingPlan=SAVER&kcalPerDay=100')).toEqual({
      body: { traySize: 120, price: 71.4 },
    });
  });
  it('refuses a missing plan or a bad kcalPerDay with 400', async () => {
    expect((await call('/subscriptions/tray-sizes', 'kcalPerDay=238')).status).toBe(400);
    expect((await call('/subscriptions/tray-sizes', 'pricingPlan=SAVER&kcalPerDay=-3')).status).toBe(400);
  });
  it('answers demo competitor data, scaled to the cat, and labelled as demo data', async () => {
    expect(await call('/competitors/portion', 'brand=whiskas&foodType=wet&kcalPerDay=238')).toEqual({
      body: { costPerDay: 1.1, meatPercentage: 4, demoData: true },
    });
    expect(await call('/competitors/portion', 'brand=whiskas&foodType=wet&kcalPerDay=476')).toMatchObject({
      body: { costPerDay: 2.2 },
    });
  });
  it('answers 404 for an unknown brand or a food type without data', async () => {
    expect((await call('/competitors/portion', 'brand=acme&foodType=wet&kcalPerDay=238')).status).toBe(404);
    expect((await call('/competitors/portion', 'brand=whiskas&foodType=dry&kcalPerDay=238')).status).toBe(404);
  });
});
