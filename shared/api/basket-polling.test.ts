import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollBasket } from './basket-polling.ts';
import type { ApiEndpoint } from './endpoint.ts';

const bases = { api: 'https://api.example', discounts: 'https://api.example', capi: 'https://api.example', legacy: 'https://api.example', orders: 'https://api.example' };

/** A server whose basket answers each look with the next status (the last one repeats), and the times of the looks. */
function server(statuses: (string | 'fail')[]) {
  const looks: { at: number; url: string }[] = [];
  const fetch = vi.fn(async (url: URL) => {
    looks.push({ at: Date.now(), url: String(url) });
    const status = statuses[Math.min(looks.length - 1, statuses.length - 1)];
    if (status === 'fail') return new Response('{"message":"down"}', { status: 503 });
    return new Response(JSON.stringify({ basketId: 'b-1', status, clientSecret: 'cs_1' }), { status: 200 });
  });
  const api: ApiEndpoint = { bases, accessToken: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch };
  return { api, looks };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('pollBasket (spec section 9: 45 attempts, 2000 ms apart, null when exhausted)', () => {
  it('looks 45 times, 2000 ms apart, while the basket stays DRAFT or IN_PROGRESS, then answers null', async () => {
    const { api, looks } = server(['DRAFT', 'IN_PROGRESS']);
    let answer: unknown = 'pending';
    void pollBasket(api, 'b-1').then((basket) => (answer = basket));
    // null at the 45th look's answer, with no pause after it.
    await vi.advanceTimersByTimeAsync(88_000);
    expect(answer).toBeNull();
    expect(looks).toHaveLength(45);
    expect(looks[0]).toEqual({ at: 0, url: 'https://api.example/basket/b-1' });
    expect(looks.map((look) => look.at).slice(1, 3)).toEqual([2000, 4000]);
    expect(looks[44]!.at).toBe(88_000);
  });

  it('answers the basket as soon as its status is neither DRAFT nor IN_PROGRESS', async () => {
    const { api, looks } = server(['DRAFT', 'IN_PROGRESS', 'COMPLETE']);
    const result = pollBasket(api, 'b-1');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ basketId: 'b-1', status: 'COMPLETE', clientSecret: 'cs_1' });
    expect(looks.map((look) => look.at)).toEqual([0, 2000, 4000]);
  });

  it('ends at once with any other status, FAILED included', async () => {
    const { api, looks } = server(['FAILED']);
    await expect(pollBasket(api, 'b-1')).resolves.toMatchObject({ status: 'FAILED' });
    expect(looks).toHaveLength(1);
  });

  it('counts a failed look as one of the 45 and keeps looking', async () => {
    const { api, looks } = server(['fail', 'DRAFT', 'PAID']);
    const result = pollBasket(api, 'b-1');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toMatchObject({ status: 'PAID' });
    expect(looks).toHaveLength(3);
    expect(console.warn).toHaveBeenCalledWith('katkin: api: look 1 of 45 at basket b-1 failed:', expect.anything());
  });

  it('stops at once when its caller aborts between looks: no further look, and the promise rejects', async () => {
    const { api, looks } = server(['DRAFT']);
    const caller = new AbortController();
    const result = pollBasket(api, 'b-1', { signal: caller.signal });
    const outcome = expect(result).rejects.toMatchObject({ kind: 'aborted', message: 'polling basket b-1 was cancelled' });
    await vi.advanceTimersByTimeAsync(3000);
    caller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(100_000);
    expect(looks.map((look) => look.at)).toEqual([0, 2000]);
  });

  it('makes no look at all when the signal is already aborted', async () => {
    const { api, looks } = server(['DRAFT']);
    await expect(pollBasket(api, 'b-1', { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
    expect(looks).toHaveLength(0);
  });
});
