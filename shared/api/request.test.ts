import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../loader/store.ts';
import type { KatkinStore } from '../store-types.ts';
import { z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import { buildUrl, pathWith, request } from './request.ts';

const bases = { api: 'https://api.example', discounts: 'https://disc.example', capi: 'https://capi.example', legacy: 'https://old.example', orders: 'https://orders.example' };
const reply = z.object({ ok: z.boolean() });

function setup(response: () => Promise<Response>, token?: string) {
  const store = createStore({ bases, siteBase: 'https://www.example', flavour: 'preact' });
  if (token) store.setAuth({ accessToken: token });
  const fetchImpl = vi.fn((_url: URL, _init?: RequestInit) => response());
  return { store, fetchImpl: fetchImpl as unknown as typeof fetch, calls: fetchImpl.mock.calls };
}
/** The store's endpoint with the test's fetch in place of the network. */
const via = (store: KatkinStore, fetchImpl: typeof fetch) => ({ ...store.api, fetch: fetchImpl });
const json = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

afterEach(() => vi.useRealTimers());

describe('request', () => {
  it('calls the service base with the query, and checks the reply', async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }), 'tok');
    await expect(request(via(store, fetchImpl), { service: 'legacy', path: '/batch', query: { bn: 12, x: undefined }, auth: 'none', reply })).resolves.toEqual({ ok: true });
    expect(String(calls[0]![0])).toBe('https://old.example/batch?bn=12');
    expect((calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends the bearer token only when the call takes auth', async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }), 'tok');
    await request(via(store, fetchImpl), { service: 'discounts', path: '/x', auth: 'optional', reply });
    expect((calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('fails a required-auth call without a token, before any request', async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }));
    await expect(request(via(store, fetchImpl), { service: 'api', path: '/x', auth: 'required', reply })).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(calls).toHaveLength(0);
  });

  it('turns an unexpected reply shape into invalid-reply, and a 404 into http with its body', async () => {
    const bad = setup(json({ ok: 'yes' }));
    await expect(request(via(bad.store, bad.fetchImpl), { service: 'api', path: '/x', auth: 'none', reply })).rejects.toMatchObject({
      kind: 'invalid-reply', message: 'unexpected reply from /x: ok: expected boolean',
    });
    const missing = setup(json({ errorMessage: 'gone' }, 404));
    const error = await request(via(missing.store, missing.fetchImpl), { service: 'api', path: '/x', auth: 'none', reply }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, body: { errorMessage: 'gone' } });
  });

  it('keeps a failure status whose page is not JSON an http failure, without a body', async () => {
    const gateway = setup(async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }));
    const error = await request(via(gateway.store, gateway.fetchImpl), { service: 'api', path: '/x', auth: 'none', reply }).catch((e) => e);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 502, body: undefined, message: '/x answered 502' });
  });

  it('gives up after the timeout (never more than 15 s)', async () => {
    vi.useFakeTimers();
    const { store } = setup(json({ ok: true }));
    const hanging = vi.fn((_u: URL, init?: RequestInit) => new Promise<Response>((_r, reject) => {
      init!.signal!.addEventListener('abort', () => reject(new Error('aborted')));
    }));
    const call = request(via(store, hanging as unknown as typeof fetch), { service: 'api', path: '/slow', auth: 'none', reply, timeoutMs: 60_000 });
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout', message: '/slow gave no answer within 15 s' });
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
  });

  it('gives up on a reply whose headers came but whose body stalls: the 15 s cover the whole call', async () => {
    vi.useFakeTimers();
    const { store } = setup(json({ ok: true }));
    const stalling = vi.fn(async (_u: URL, init?: RequestInit) => {
      // Headers at once, then part of the body, then nothing: the stream ends only when aborted.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          init!.signal!.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200 });
    });
    const call = request(via(store, stalling as unknown as typeof fetch), { service: 'api', path: '/stall', auth: 'none', reply });
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout', message: '/stall gave no answer within 15 s' });
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
  });

  it('refuses redirects (they could carry the call and its token to another origin)', async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }), 'tok');
    await request(via(store, fetchImpl), { service: 'api', path: '/x', auth: 'optional', reply });
    expect(calls[0]![1]!.redirect).toBe('error');
  });

  it("ends with kind 'aborted' when the caller cancels, without waiting for the timeout", async () => {
    const { store } = setup(json({ ok: true }));
    const hanging = vi.fn((_u: URL, init?: RequestInit) => new Promise<Response>((_r, reject) => {
      init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const cancel = new AbortController();
    const call = request(via(store, hanging as unknown as typeof fetch), { service: 'api', path: '/x', auth: 'none', reply, signal: cancel.signal });
    cancel.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted', message: '/x was cancelled' });
  });

  it("sends cookies only for a call that asks for them (credentials 'include'), none otherwise ('omit')", async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }));
    await request(via(store, fetchImpl), { service: 'api', path: '/basket/1', auth: 'none', reply, cookies: true });
    await request(via(store, fetchImpl), { service: 'api', path: '/x', auth: 'none', reply });
    expect(calls.map((call) => call[1]!.credentials)).toEqual(['include', 'omit']);
  });

  it('never sends a body that fails its check, and names what was wrong', async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }));
    const send = z.object({ code: z.string() });
    await expect(request(via(store, fetchImpl), { service: 'api', path: '/codes', method: 'POST', body: { code: 7 }, send, auth: 'none', reply })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: 'POST /codes not sent: code: expected string',
    });
    expect(calls).toHaveLength(0);
  });

  it('waits for a token given as a promise (an app refreshing it) and sends it', async () => {
    const { store, fetchImpl, calls } = setup(json({ ok: true }));
    await request({ ...via(store, fetchImpl), accessToken: async () => 'fresh' }, { service: 'api', path: '/x', auth: 'required', reply });
    expect((calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
  });

  it('reports a network failure as such', async () => {
    const { store, fetchImpl } = setup(async () => { throw new TypeError('Failed to fetch'); });
    await expect(request(via(store, fetchImpl), { service: 'api', path: '/x', auth: 'none', reply })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('pathWith', () => {
  it('encodes each id as one path segment, so an id cannot reach another path', () => {
    expect(pathWith('/basket/', '../admin?x=1')).toBe('/basket/..%2Fadmin%3Fx%3D1');
    expect(pathWith('/customer/', 'shipping', '/', 42)).toBe('/customer/shipping/42');
  });

  it('refuses an empty id, and the dot segments a URL would resolve', () => {
    expect(() => pathWith('/basket/', ' ')).toThrow('/basket/: an empty id');
    expect(() => pathWith('/basket/', '..')).toThrow('/basket/: ".." is not an id');
  });
});

describe('buildUrl', () => {
  it('joins base and path without doubling slashes', () => {
    expect(buildUrl('https://a.example/v1/', '/batch').href).toBe('https://a.example/v1/batch');
  });
});
