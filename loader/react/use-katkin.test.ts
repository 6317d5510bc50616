// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGlobalApi } from '../global-api.ts';
import type { MountManager } from '../mount-manager.ts';
import { createStore } from '../store.ts';
import { useKatkin } from './use-katkin.ts';

const config = { bases: { api: 'https://api.example', discounts: 'x', capi: 'x', legacy: 'x', orders: 'x' }, siteBase: 'https://www.example', flavour: 'react' as const };
const host = window as unknown as { katkin?: unknown };

afterEach(() => {
  delete host.katkin;
});

describe('useKatkin', () => {
  it('before the loader has run: queues each command on window.katkin, creating the queue', () => {
    const { result } = renderHook(() => useKatkin());
    result.current.setAuth({ accessToken: 'abc' });
    result.current.setFlags({ 'price-calculator': 'test' });
    result.current.setConsent({ marketing: true });
    result.current.track('AddToCart', { value: 12.5 });
    result.current.track('InitiateCheckout');
    result.current.setAuth(null);
    expect(host.katkin).toEqual([
      ['setAuth', { accessToken: 'abc' }],
      ['setFlags', { 'price-calculator': 'test' }],
      ['setConsent', { marketing: true }],
      ['track', 'AddToCart', { value: 12.5 }],
      ['track', 'InitiateCheckout'],
      ['setAuth', null],
    ]);
  });

  it('keeps a queue the page started and adds to it', () => {
    const queue = [['setConsent', { analytics: true }]];
    host.katkin = queue;
    renderHook(() => useKatkin()).result.current.setFlags({ beta: true });
    expect(host.katkin).toBe(queue);
    expect(queue).toEqual([['setConsent', { analytics: true }], ['setFlags', { beta: true }]]);
  });

  it('after the loader has run: the command reaches the store at once', () => {
    const store = createStore(config);
    host.katkin = createGlobalApi(store, {} as MountManager, '9.9.9').api;
    const { result } = renderHook(() => useKatkin());
    result.current.setAuth({ accessToken: 'abc', customerId: '1001' });
    expect(store.auth.get()).toEqual({ accessToken: 'abc', customerId: '1001' });
    result.current.setFlags({ 'price-calculator': 'test' });
    expect(store.flags.get()).toEqual({ 'price-calculator': 'test' });
    result.current.setAuth(null);
    expect(store.auth.get()).toBeNull();
  });

  it('reads window.katkin at each call: a command after the loader replaced the queue goes to the API', () => {
    const { result } = renderHook(() => useKatkin());
    result.current.setConsent({ marketing: true });
    const api = { push: vi.fn() };
    host.katkin = api;
    result.current.setConsent({ marketing: false });
    expect(api.push).toHaveBeenCalledWith(['setConsent', { marketing: false }]);
  });

  it('gives the same commands on every render', () => {
    const { result, rerender } = renderHook(() => useKatkin());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
