import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../loader/store.ts';
import { fetchPrices } from './comparison-api.ts';

const api = 'https://api.example';
const store = createStore({
  bases: { api, discounts: api, capi: api, legacy: api, orders: api },
  siteBase: 'https://www.example',
  flavour: 'react',
});
const question = { kcalPerDay: 238, brand: 'whiskas', foodType: 'wet' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function answer(competitor: Response, tray: Response = json(200, { traySize: 220, price: 96.6 })) {
  const fetchMock = vi.fn(async (url: URL, _init?: RequestInit) => (url.pathname === '/subscriptions/tray-sizes' ? tray : competitor));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  store.setAuth(null);
});

describe('fetchPrices', () => {
  it('asks for the saver tray and the competitor with the daily kcal, with the token when logged in', async () => {
    store.setAuth({ accessToken: 'tok' });
    const fetchMock = answer(json(200, { costPerDay: 1.1, meatPercentage: 4 }));
    expect(await fetchPrices(store, question, new AbortController().signal)).toEqual({
      trayPrice: 96.6,
      competitor: { costPerDay: 1.1, meatPercentage: 4 },
    });
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`${api}/subscriptions/tray-sizes?pricingPlan=SAVER&kcalPerDay=238`);
    expect(urls).toContain(`${api}/competitors/portion?brand=whiskas&foodType=wet&kcalPerDay=238`);
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('treats a competitor 404 as no data (the unknown outcome)', async () => {
    answer(json(404, { message: 'unknown brand' }));
    expect(await fetchPrices(store, question, new AbortController().signal)).toEqual({ trayPrice: 96.6, competitor: undefined });
  });

  it('accepts a competitor without a meat percentage', async () => {
    answer(json(200, { costPerDay: 2.5, meatPercentage: null }));
    expect(await fetchPrices(store, question, new AbortController().signal)).toMatchObject({ competitor: { costPerDay: 2.5, meatPercentage: null } });
  });

  it('fails, naming the call, when either call fails or answers an unexpected shape', async () => {
    const signal = new AbortController().signal;
    answer(json(500, {}));
    await expect(fetchPrices(store, question, signal)).rejects.toThrow('answered 500');
    answer(json(200, { costPerDay: 1 }), json(200, { price: 'cheap' }));
    await expect(fetchPrices(store, question, signal)).rejects.toThrow('unexpected reply from /subscriptions/tray-sizes');
    answer(json(200, { costPerDay: -1 }));
    await expect(fetchPrices(store, question, signal)).rejects.toThrow('unexpected reply from /competitors/portion');
  });
});
