import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../loader/store.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { lookUpBatch } from './batch-api.ts';

const base = 'https://old.example';
const store = createStore({ bases: { api: base, discounts: base, capi: base, legacy: base, orders: base }, siteBase: base, flavour: 'preact' });
store.setAuth({ accessToken: 'secret' });

function reply(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('lookUpBatch', () => {
  it('returns the batch with parsed calendar dates, asked without the token', async () => {
    const fetchMock = reply({ batchNumber: 12345, batchDate: '2026-11-02', bestBefore: '2027-01-31', testAuthority: 'Eurofins', testResult: 'PASS' });
    const outcome = await lookUpBatch(store, '12345');
    expect(outcome).toEqual({
      kind: 'found',
      batch: { batchNumber: '12345', batchDate: { year: 2026, month: 11, day: 2 }, bestBefore: { year: 2027, month: 1, day: 31 }, testAuthority: 'Eurofins', testResult: 'PASS' },
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://old.example/batch?bn=12345');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("shows the server's errorMessage for a 404", async () => {
    reply({ errorMessage: 'No such batch' }, 404);
    expect(await lookUpBatch(store, '1')).toEqual({ kind: 'not-found', message: 'No such batch' });
  });

  it.each([
    ['a 404 without errorMessage', {}, 404],
    ['a 500', { message: 'boom' }, 500],
    ['an unknown test result', { batchNumber: '1', batchDate: '2026-01-01', bestBefore: '2026-02-01', testAuthority: 'X', testResult: 'FAIL' }, 200],
    ['an impossible date', { batchNumber: '1', batchDate: '2026-02-30', bestBefore: '2026-02-01', testAuthority: 'X', testResult: 'PASS' }, 200],
  ])('throws the API error for %s, for the widget to log and show its catch-all', async (_label, body, status) => {
    reply(body, status);
    await expect(lookUpBatch(store, '1')).rejects.toBeInstanceOf(ApiError);
  });
});
