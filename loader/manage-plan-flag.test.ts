// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncManagePlanCookie } from './manage-plan-flag.ts';
import { setLoaderParts } from './parts.ts';
import { createStore } from './store.ts';

const config = { bases: { api: 'x', discounts: 'x', capi: 'x', legacy: 'x', orders: 'x' }, siteBase: 'x', flavour: 'preact' as const };
const cookieNames = () => document.cookie.split(';').map((cookie) => cookie.trim()).filter(Boolean);

describe('syncManagePlanCookie', () => {
  afterEach(() => {
    document.cookie = 'manage_plan_v2=; Path=/; Max-Age=0';
    vi.restoreAllMocks();
  });

  it('loads the cookie part only once the flag is set, and the cookie follows the flag', async () => {
    const part = vi.fn(() => import('./manage-plan-cookie.ts'));
    setLoaderParts({ 'manage-plan': part });
    const store = createStore(config);
    syncManagePlanCookie(store.flags);
    store.setFlags({ 'price-calculator': 'test' });
    await Promise.resolve();
    expect(part).not.toHaveBeenCalled();

    store.setFlags({ 'manage-plan-v2-routing': 'test' });
    await vi.waitFor(() => expect(cookieNames()).toEqual(['manage_plan_v2=true']));
    store.setFlags({ 'manage-plan-v2-routing': 'control' });
    await vi.waitFor(() => expect(cookieNames()).toEqual([]));
    expect(part).toHaveBeenCalledTimes(1);
  });

  it('names the cookie when its part cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setLoaderParts({ 'manage-plan': () => Promise.reject(new Error('offline')) });
    const store = createStore(config);
    syncManagePlanCookie(store.flags);
    store.setFlags({ 'manage-plan-v2-routing': true });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]!.join(' '))).toContain("the manage_plan_v2 cookie's code could not load (offline)");
    expect(cookieNames()).toEqual([]);
  });
});
