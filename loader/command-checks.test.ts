import { describe, expect, it } from 'vitest';
import { checkAuth, checkConsent, checkFlags, checkTrack } from './command-checks.ts';

describe('command argument checks', () => {
  it('setAuth takes a token object or null', () => {
    expect(checkAuth({ accessToken: 'a', customerId: 7 })).toEqual({ accessToken: 'a', customerId: '7' });
    expect(checkAuth(null)).toBeNull();
    expect(() => checkAuth({ accessToken: '' })).toThrow('setAuth expects {accessToken: non-empty string');
    expect(() => checkAuth('abc')).toThrow('setAuth expects');
    expect(() => checkAuth({ accessToken: 'a', customerId: { id: 7 } })).toThrow('setAuth: customerId must be a string or number');
  });

  it('setFlags takes an object of scalar values', () => {
    expect(checkFlags({ 'price-calculator': 'test', on: true })).toEqual({ 'price-calculator': 'test', on: true });
    expect(() => checkFlags(['x'])).toThrow('setFlags expects an object');
    expect(() => checkFlags({ bad: { nested: 1 } })).toThrow('setFlags: flag "bad" must be a string, number or boolean');
  });

  it('setConsent takes booleans only', () => {
    expect(checkConsent({ marketing: true })).toEqual({ marketing: true });
    expect(() => checkConsent({ marketing: 'yes' })).toThrow('setConsent: marketing must be true or false');
  });

  it('track takes the two event names of the contract', () => {
    expect(checkTrack('AddToCart', { value: 1 })).toEqual({ name: 'AddToCart', data: { value: 1 } });
    expect(() => checkTrack('Purchase', {})).toThrow('track: event name must be "InitiateCheckout" or "AddToCart" (got "Purchase")');
  });
});
