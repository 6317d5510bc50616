import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store.ts';

const config = { bases: { api: 'a', discounts: 'a', capi: 'a', legacy: 'a', orders: 'a' }, siteBase: 's', flavour: 'preact' as const };

describe('store', () => {
  it('merges flags and consent instead of replacing them', () => {
    const store = createStore(config);
    store.setFlags({ a: 'x' });
    store.setFlags({ b: 'y' });
    store.setConsent({ analytics: true });
    store.setConsent({ marketing: true });
    expect(store.flags.get()).toEqual({ a: 'x', b: 'y' });
    expect(store.consent.get()).toEqual({ analytics: true, marketing: true });
  });

  it('buffers tracking events until a handler subscribes, then delivers them live', () => {
    const store = createStore(config);
    store.setConsent({ marketing: true });
    store.track({ name: 'AddToCart', data: { n: 1 } });
    const handler = vi.fn();
    const off = store.onTrack(handler);
    expect(handler).toHaveBeenCalledWith({ name: 'AddToCart', data: { n: 1 } });
    store.track({ name: 'InitiateCheckout', data: {} });
    expect(handler).toHaveBeenCalledTimes(2);
    off();
    store.track({ name: 'InitiateCheckout', data: {} });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('drops an event tracked without marketing consent: it is not sent when consent comes later', () => {
    const store = createStore(config);
    store.track({ name: 'AddToCart', data: { n: 1 } });
    store.setConsent({ marketing: true });
    const handler = vi.fn();
    store.onTrack(handler);
    expect(handler).not.toHaveBeenCalled();
    store.setConsent({ marketing: false });
    store.track({ name: 'AddToCart', data: { n: 2 } });
    expect(handler).not.toHaveBeenCalled();
    store.setConsent({ marketing: true });
    store.track({ name: 'AddToCart', data: { n: 3 } });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ name: 'AddToCart', data: { n: 3 } });
  });

  it('keeps at most 50 buffered events', () => {
    const store = createStore(config);
    store.setConsent({ marketing: true });
    for (let i = 0; i < 60; i++) store.track({ name: 'AddToCart', data: { i } });
    const handler = vi.fn();
    store.onTrack(handler);
    expect(handler).toHaveBeenCalledTimes(50);
  });
});
