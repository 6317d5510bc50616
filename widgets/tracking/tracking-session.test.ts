// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../loader/store.ts';
import { startTrackingSession } from './tracking-session.ts';

const config = {
  bases: { api: 'https://api.test', discounts: 'https://api.test', capi: 'https://capi.test', legacy: 'https://api.test', orders: 'https://api.test' },
  siteBase: 'https://www.test',
  flavour: 'react' as const,
};

function setUp(testEventCode?: string) {
  const store = createStore(config);
  const stop = startTrackingSession(store, testEventCode);
  stops.push(stop);
  return { store, stop };
}

const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

const stops: (() => void)[] = [];

function clearCookies() {
  for (const name of ['_fbp', '_fbc']) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

describe('tracking session', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    clearCookies();
    history.replaceState(null, '', '/start?fbclid=AbC+x');
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('without marketing consent sends nothing and sets no cookie, and drops tracked events', async () => {
    const { store } = setUp();
    store.track({ name: 'AddToCart', data: { value: 5 } });
    store.setConsent({ analytics: true });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('starts when consent is given: cookies, a PageView with keepalive, then SPA page views', async () => {
    const { store } = setUp(' T1 ');
    store.setConsent({ marketing: true });
    expect(document.cookie).toMatch(/_fbp=fb\.1\.\d+\.\d{10}/);
    expect(document.cookie).toMatch(/_fbc=fb\.1\.\d+\.AbC\+x/);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://capi.test/event');
    expect((init as RequestInit).keepalive).toBe(true);
    expect(sentBodies(fetchMock)[0]).toMatchObject({ type: 'PageView', actionSource: 'website', testEventCode: 'T1' });

    history.pushState(null, '', '/next');
    history.pushState(null, '', '/next');
    window.dispatchEvent(new PopStateEvent('popstate'));
    history.replaceState(null, '', '/replaced');
    expect(sentBodies(fetchMock).map((b) => [b.type, new URL(b.eventSourceUrl).pathname])).toEqual([
      ['PageView', '/start'],
      ['PageView', '/next'],
      ['PageView', '/replaced'],
    ]);
  });

  it('sends checked track events with consent and logs bad ones', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setUp();
    store.setConsent({ marketing: true });
    store.track({ name: 'InitiateCheckout', data: { value: 24, contents: [{ id: 'A', quantity: 1, item_price: 24 }] } });
    store.track({ name: 'AddToCart', data: { value: 'lots' } });
    expect(sentBodies(fetchMock).map((b) => b.type)).toEqual(['PageView', 'InitiateCheckout']);
    expect(sentBodies(fetchMock)[1].customData).toMatchObject({ value: 24, tax: 4, numItems: 1 });
    expect(error).toHaveBeenCalledWith('katkin: tracking: AddToCart data: value: expected number; event not sent');
  });

  it('sends an event without the user data that has nothing usable, and says which', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setUp();
    store.setConsent({ marketing: true });
    store.track({ name: 'AddToCart', data: { userData: { email: 'tom at example', phone: 'ask me', firstName: ' Tom ' } } });
    expect(sentBodies(fetchMock)[1].userData).toEqual({ firstName: 'tom', fbp: expect.stringMatching(/^fb\.1\.\d+\.\d{10}$/), fbc: expect.stringMatching(/^fb\.1\.\d+\.AbC\+x$/) });
    expect(warn).toHaveBeenCalledWith('katkin: tracking: AddToCart sent without userData.email (not an email address), userData.phone (not a phone number)');
  });

  it('stops and removes its cookies when consent is revoked', async () => {
    const { store } = setUp();
    store.setConsent({ marketing: true });
    store.setConsent({ marketing: false });
    // happy-dom expires a Max-Age=0 cookie only once the clock has moved on: move it, not wait.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    expect(document.cookie).toBe('');
    history.pushState(null, '', '/after');
    store.track({ name: 'AddToCart', data: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs a failed send and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { store } = setUp();
    store.setConsent({ marketing: true });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]![0])).toContain('PageView was not recorded');
    // AddToCart, which the shared client throws (the spec's original did), is caught and logged
    // too (an unhandled rejection would fail the run).
    store.track({ name: 'AddToCart', data: { value: 5 } });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('katkin: tracking: AddToCart was not recorded:', expect.any(Error)));
  });

  it('leaves no listener or wrapper behind when stopped (unmount)', async () => {
    const [push, replace] = [history.pushState, history.replaceState];
    const { store, stop } = setUp();
    store.setConsent({ marketing: true });
    stop();
    expect([history.pushState, history.replaceState]).toEqual([push, replace]);
    history.pushState(null, '', '/gone');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
