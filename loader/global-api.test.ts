// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGlobalApi } from './global-api.ts';
import { setLoaderParts } from './parts.ts';
import type { MountManager } from './mount-manager.ts';
import { createStore } from './store.ts';

const config = { bases: { api: 'a', discounts: 'a', capi: 'a', legacy: 'a', orders: 'a' }, siteBase: 's', flavour: 'preact' as const };
const manager: MountManager = { mount: vi.fn(), unmount: vi.fn(), scan: vi.fn(), observe: vi.fn() };

describe('window.katkin', () => {
  it('runs pushed commands in order and exposes each as a method', () => {
    const store = createStore(config);
    const { api, push } = createGlobalApi(store, manager, '9.9.9');
    push(['setFlags', { a: '1' }]);
    api.push(['setFlags', { a: '2', b: '3' }]);
    api.setAuth({ accessToken: 't' });
    expect(store.flags.get()).toEqual({ a: '2', b: '3' });
    expect(store.auth.get()).toEqual({ accessToken: 't' });
  });

  it('tells its release as version', () => {
    const { api } = createGlobalApi(createStore(config), manager, '9.9.9');
    expect(api.version).toBe('9.9.9');
    expect(Object.keys(api)).toContain('version');
  });

  it('reports bad commands on the console and never throws into the host', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, push } = createGlobalApi(createStore(config), manager, '9.9.9');
    expect(() => push(['launchRockets'])).not.toThrow();
    expect(() => push('setAuth')).not.toThrow();
    // @ts-expect-error: a host in plain JavaScript can pass anything
    expect(() => api.setConsent({ marketing: 'yes' })).not.toThrow();
    // @ts-expect-error: a host in plain JavaScript can pass anything
    expect(() => api.mount('#id')).not.toThrow();
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'katkin: loader: unknown command "launchRockets" (known: setAuth, setFlags, setConsent, connectAnalytics, track, mount, unmount, scan, on)',
      'katkin: loader: push expects an array like ["setAuth", {accessToken: "…"}]',
      'katkin: loader: setConsent: marketing must be true or false',
      'katkin: loader: mount expects an element',
    ]);
  });

  it('on() subscribes page-wide to katkin events and returns off()', () => {
    const { api } = createGlobalApi(createStore(config), manager, '9.9.9');
    const widgets: string[] = [];
    const off = api.on('katkin:ready', (event) => widgets.push(event.detail.widget));
    document.body.dispatchEvent(new CustomEvent('katkin:ready', { bubbles: true, detail: { widget: 'x' } }));
    off();
    document.body.dispatchEvent(new CustomEvent('katkin:ready', { bubbles: true, detail: { widget: 'y' } }));
    expect(widgets).toEqual(['x']);
  });

  it('a rejected on() is reported and still returns an off() the host can call', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = createGlobalApi(createStore(config), manager, '9.9.9');
    // @ts-expect-error: a host in plain JavaScript can pass anything
    const off = api.on('katkin:loaded', () => {});
    expect(off).toBeTypeOf('function');
    expect(() => off()).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      'katkin: loader: on: event must be one of katkin:ready, katkin:error, katkin:navigate, error (got "katkin:loaded")',
    );
  });

  it("on('error') hands every katkin:error's {widget, code, message} itself, page-wide, and returns off()", () => {
    const { api } = createGlobalApi(createStore(config), manager, '9.9.9');
    const errors: unknown[] = [];
    const off = api.on('error', (error) => errors.push(error));
    const fail = (widget: string, code: string, message: string) =>
      document.body.dispatchEvent(new CustomEvent('katkin:error', { bubbles: true, detail: { widget, code, message } }));
    fail('litter-trial', 'invalid-options', 'litter-trial: data-variant must be one of "a", "b", "date" (got "c")');
    document.body.dispatchEvent(new CustomEvent('katkin:ready', { bubbles: true, detail: { widget: 'batch-lookup' } }));
    fail('batch-lookup', 'load-failed', 'batch-lookup: could not load (RUNTIME-008)');
    off();
    fail('batch-lookup', 'load-failed', 'after off()');
    expect(errors).toEqual([
      { widget: 'litter-trial', code: 'invalid-options', message: 'litter-trial: data-variant must be one of "a", "b", "date" (got "c")' },
      { widget: 'batch-lookup', code: 'load-failed', message: 'batch-lookup: could not load (RUNTIME-008)' },
    ]);
  });

  it("on('error') can be queued before the loader runs, like any command", () => {
    const { push } = createGlobalApi(createStore(config), manager, '9.9.9');
    const codes: string[] = [];
    push(['on', 'error', (error: { code: string }) => codes.push(error.code)]);
    document.body.dispatchEvent(new CustomEvent('katkin:error', { bubbles: true, detail: { widget: 'x', code: 'unknown-widget', message: 'm' } }));
    expect(codes).toEqual(['unknown-widget']);
  });
});

describe('window.katkin.connectAnalytics: the later wins', () => {
  afterEach(() => setLoaderParts({}));
  /** A PostHog-shaped client whose flags the test changes, reporting them through onFeatureFlags. */
  function client(flags: Record<string, string>) {
    let report = () => {};
    return {
      getFeatureFlag: (name: string) => flags[name],
      onFeatureFlags: (callback: () => void) => (report = callback),
      report(next: Record<string, string>) {
        Object.assign(flags, next);
        report();
      },
    };
  }

  it("a host's setFlags after connectAnalytics wins over the client's first reading, which comes once its code has loaded", async () => {
    // The analytics part, held back: its code arrives after the commands that follow.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    setLoaderParts({ analytics: () => arrived.then(() => import('./analytics-connection.ts')) });
    const store = createStore(config);
    const { push } = createGlobalApi(store, manager, '9.9.9');
    const posthog = client({ 'price-calculator': 'test', 'manage-plan-v2-routing': 'on' });
    push(['setFlags', { 'manage-plan-v2-routing': 'host-before' }]);
    push(['connectAnalytics', posthog]);
    push(['setFlags', { 'price-calculator': 'control' }]);
    arrive();
    await vi.waitFor(() => expect(store.flags.get()['manage-plan-v2-routing']).toBe('on'));
    expect(store.flags.get()).toEqual({ 'price-calculator': 'control', 'manage-plan-v2-routing': 'on' });
    // New flags the client reports afterwards are later still; a host's setFlags after them wins again.
    posthog.report({ 'price-calculator': 'test' });
    expect(store.flags.get()['price-calculator']).toBe('test');
    push(['setFlags', { 'price-calculator': 'control' }]);
    expect(store.flags.get()['price-calculator']).toBe('control');
  });
});
