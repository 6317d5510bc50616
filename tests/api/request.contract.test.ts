// Contract section 6's limits for every call, against the reference API: the time limit
// covers the whole call, body included (a server that stalls mid-body is cut off); a slow
// answer within it succeeds; other broken replies and cancels end in their own kinds.
import { describe, expect, it } from 'vitest';
import { referenceApi } from './reference-server.ts';

const api = referenceApi();

describe('every call', () => {
  it('times out (kind timeout) when the body stalls after 200 headers', async () => {
    await api.fault({ mode: 'stall-body' });
    await expect(api.client({ timeoutMs: 300 }).pageData.getGlobal()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'timeout',
      message: '/global gave no answer within 0.3 s',
    });
  });

  it('times out when no answer comes at all, or one too slow', async () => {
    await api.fault({ mode: 'hang' });
    await expect(api.client({ timeoutMs: 300 }).subscriptions.getFreshPricing()).rejects.toMatchObject({ kind: 'timeout' });
    await api.fault({ mode: 'slow', delayMs: 800 });
    await expect(api.client({ timeoutMs: 300 }).subscriptions.getFreshPricing()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('succeeds when slow within the limit', async () => {
    await api.fault({ mode: 'slow', delayMs: 200, pathPrefix: '/fresh/' });
    expect(await api.client({ timeoutMs: 1500 }).subscriptions.getFreshPricing()).toContainEqual({ pricingPlan: 'TRIAL', traySize: 120, price: 14.99 });
  });

  it('a proxy page or cut-off JSON is invalid-reply; an unreachable base is network', async () => {
    await api.fault({ mode: 'not-json' });
    await expect(api.client().paymentMethods.list()).rejects.toMatchObject({ kind: 'invalid-reply' });
    await api.fault({ mode: 'invalid-json' });
    await expect(api.client().paymentMethods.list()).rejects.toMatchObject({ kind: 'invalid-reply' });
    await expect(api.client({ apiBase: 'http://127.0.0.1:9' }).paymentMethods.list()).rejects.toMatchObject({ kind: 'network' });
  });

  it("a caller's cancel mid-call ends it as aborted, not as a timeout", async () => {
    await api.fault({ mode: 'hang' });
    const controller = new AbortController();
    const call = api.client().cats.getCats({}, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' });
  });
});
