// @vitest-environment happy-dom
// katkin.connectAnalytics with clients of PostHog's shape: flags read now and on each
// onFeatureFlags callback, merged like setFlags; identify once per customer, only with analytics
// consent; missing methods tolerated; a throwing client logged and ignored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsConnector } from './analytics-connection.ts';
import { createGlobalApi } from './global-api.ts';
import { setLoaderParts } from './parts.ts';
import type { MountManager } from './mount-manager.ts';
import { createStore } from './store.ts';

const config = { bases: { api: 'a', discounts: 'a', capi: 'a', legacy: 'a', orders: 'a' }, siteBase: 's', flavour: 'preact' as const };
const manager: MountManager = { mount: vi.fn(), unmount: vi.fn(), scan: vi.fn(), observe: vi.fn() };

/** The page's API for auth, consent and flags; `connect` is what katkin.connectAnalytics loads and calls. */
function setUp() {
  const store = createStore(config);
  const { api } = createGlobalApi(store, manager, '1.0.0');
  return { store, api, connect: createAnalyticsConnector(store) };
}

/** A client whose flags the test changes, reporting new ones like PostHog's onFeatureFlags. */
function fakeClient(initial: Record<string, string | boolean | undefined>) {
  let flags = { ...initial };
  const callbacks: (() => void)[] = [];
  const identified: string[] = [];
  return {
    identified,
    report(next: Record<string, string | boolean | undefined>) {
      flags = { ...next };
      callbacks.forEach((callback) => callback());
    },
    client: {
      getFeatureFlag: vi.fn((name: string) => flags[name]),
      onFeatureFlags: (callback: () => void) => void callbacks.push(callback),
      identify: (id: string) => void identified.push(id),
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('connectAnalytics: flags', () => {
  it("reads the spec's flags now, merged like setFlags: the later wins, others stay", () => {
    const { store, api, connect } = setUp();
    api.setFlags({ 'price-calculator': 'control', 'host-flag': 'kept' });
    const analytics = fakeClient({ 'price-calculator': 'test', 'manage-plan-v2-routing': 'test', 'priming-screen-suf-3': 'variant-b', 'not-ours': 'x' });
    connect(analytics.client);
    expect(store.flags.get()).toEqual({ 'price-calculator': 'test', 'host-flag': 'kept', 'manage-plan-v2-routing': 'test', 'priming-screen-suf-3': 'variant-b' });
    api.setFlags({ 'price-calculator': 'control' });
    expect(store.flags.get()['price-calculator']).toBe('control');
  });

  it('reads again whenever the client reports new flags; a flag it does not know keeps its value', () => {
    const { store, connect } = setUp();
    const analytics = fakeClient({});
    connect(analytics.client);
    expect(store.flags.get()).toEqual({});
    analytics.report({ 'price-calculator': 'test', 'manage-plan-v2-routing': false });
    expect(store.flags.get()).toEqual({ 'price-calculator': 'test', 'manage-plan-v2-routing': false });
    analytics.report({ 'price-calculator': 'control' });
    expect(store.flags.get()).toEqual({ 'price-calculator': 'control', 'manage-plan-v2-routing': false });
  });

  it("reads the flag a placeholder names (email-capture's data-feature-flag-id), also one added later", () => {
    const { store, connect } = setUp();
    document.body.innerHTML = '<div data-katkin-widget="email-capture" data-feature-flag-id="email-popup"></div>';
    const analytics = fakeClient({ 'email-popup': 'show', 'later-popup': 'on' });
    connect(analytics.client);
    expect(store.flags.get()).toEqual({ 'email-popup': 'show' });
    document.body.insertAdjacentHTML('beforeend', '<div data-katkin-widget="email-capture" data-feature-flag-id=" later-popup "></div>');
    analytics.report({ 'email-popup': 'show', 'later-popup': 'on' });
    expect(store.flags.get()).toEqual({ 'email-popup': 'show', 'later-popup': 'on' });
  });

  it('ignores values that are not flag values (null, objects)', () => {
    const { store, connect } = setUp();
    connect({ getFeatureFlag: (name: string) => (name === 'price-calculator' ? null : name === 'priming-screen-suf-3' ? 7 : { x: 1 }) });
    expect(store.flags.get()).toEqual({ 'priming-screen-suf-3': 7 });
  });

  it('connecting the same client twice registers one callback', () => {
    const { connect } = setUp();
    const onFeatureFlags = vi.fn();
    const client = { getFeatureFlag: () => undefined, onFeatureFlags };
    connect(client);
    connect(client);
    expect(onFeatureFlags).toHaveBeenCalledTimes(1);
  });
});

describe('connectAnalytics: identify', () => {
  it('identifies a logged-in customer with a customerId once per customer, only with analytics consent', () => {
    const { api, connect } = setUp();
    const analytics = fakeClient({});
    api.setAuth({ accessToken: 't', customerId: 'cust-1' });
    connect(analytics.client);
    expect(analytics.identified).toEqual([]);
    api.setConsent({ analytics: true });
    expect(analytics.identified).toEqual(['cust-1']);
    api.setAuth({ accessToken: 'refreshed', customerId: 'cust-1' });
    api.setConsent({ marketing: true });
    expect(analytics.identified).toEqual(['cust-1']);
    api.setAuth({ accessToken: 'other' });
    api.setAuth(null);
    api.setAuth({ accessToken: 'u', customerId: 'cust-2' });
    expect(analytics.identified).toEqual(['cust-1', 'cust-2']);
    api.setConsent({ analytics: false });
    api.setAuth({ accessToken: 'v', customerId: 'cust-3' });
    expect(analytics.identified).toEqual(['cust-1', 'cust-2']);
  });
});

describe('connectAnalytics: clients we do not control', () => {
  it('tolerates missing methods: an empty object, only identify, only getFeatureFlag', () => {
    const { store, api, connect } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.setConsent({ analytics: true });
    api.setAuth({ accessToken: 't', customerId: 'c' });
    const identify = vi.fn();
    connect({});
    connect({ identify });
    connect({ getFeatureFlag: () => 'test' });
    expect(identify).toHaveBeenCalledWith('c');
    expect(store.flags.get()).toEqual({ 'price-calculator': 'test', 'manage-plan-v2-routing': 'test', 'priming-screen-suf-3': 'test' });
    expect(error).not.toHaveBeenCalled();
  });

  it('a client that throws is logged and ignored; the other flags and the page go on', () => {
    const { store, api, connect } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.setConsent({ analytics: true });
    api.setAuth({ accessToken: 't', customerId: 'c' });
    const client = {
      getFeatureFlag: (name: string) => {
        if (name === 'price-calculator') throw new Error('not ready');
        return 'on';
      },
      onFeatureFlags: () => {
        throw new Error('no callbacks');
      },
      identify: () => {
        throw new Error('blocked');
      },
    };
    expect(() => connect(client)).not.toThrow();
    expect(store.flags.get()).toEqual({ 'manage-plan-v2-routing': 'on', 'priming-screen-suf-3': 'on' });
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      "katkin: loader: the analytics client's getFeatureFlag failed (ignored): Error: not ready",
      "katkin: loader: the analytics client's onFeatureFlags failed (ignored): Error: no callbacks",
      "katkin: loader: the analytics client's identify failed (ignored): Error: blocked",
    ]);
  });

  it('something that is not a client is reported, through push too', () => {
    const store = createStore(config);
    const { api, push } = createGlobalApi(store, manager, '1.0.0');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: a host in plain JavaScript can pass anything
    api.connectAnalytics('posthog');
    push(['connectAnalytics', null]);
    const expected = 'katkin: loader: connectAnalytics expects the analytics client, e.g. posthog (an object with getFeatureFlag, onFeatureFlags, identify)';
    expect(error.mock.calls.map((c) => c[0])).toEqual([expected, expected]);
  });

  it('katkin.connectAnalytics loads the connection on first use and hands it the client', async () => {
    const load = vi.fn(() => import('./analytics-connection.ts'));
    setLoaderParts({ analytics: load });
    const { store, api } = setUp();
    api.connectAnalytics({ getFeatureFlag: (name: string) => (name === 'price-calculator' ? 'test' : undefined) });
    await vi.waitFor(() => expect(store.flags.get()).toEqual({ 'price-calculator': 'test' }));
    api.connectAnalytics({ getFeatureFlag: () => undefined });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
