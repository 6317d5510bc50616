import { describe, expect, it } from 'vitest';
import { buildCookie, expireCookie, hasCookie, parseCookies, readCookie } from './cookies.ts';

describe('parseCookies / readCookie / hasCookie', () => {
  it('reads names and values, trims spaces, decodes values', () => {
    const header = ' _fbp=fb.1.1700000000000.1234567890; flag ; note=a%20b';
    expect([...parseCookies(header)]).toEqual([
      ['_fbp', 'fb.1.1700000000000.1234567890'],
      ['flag', ''],
      ['note', 'a b'],
    ]);
    expect(readCookie(header, 'note')).toBe('a b');
    expect(readCookie(header, 'missing')).toBeUndefined();
  });
  it('matches whole names only, and keeps the first of two same-named cookies', () => {
    expect(hasCookie('x_fbp=1; _fbpx=2', '_fbp')).toBe(false);
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
  });
  it('keeps a value that is not valid URI encoding as it is', () => {
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
  it('keeps a value with "=" in it whole', () => {
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
  });
});

describe('buildCookie', () => {
  it('adds Path, Max-Age, SameSite=Lax, and Secure on https only', () => {
    expect(buildCookie('_fbp', 'fb.1.1.2', { maxAgeSeconds: 7_776_000, https: true })).toBe(
      '_fbp=fb.1.1.2; Path=/; Max-Age=7776000; SameSite=Lax; Secure',
    );
    expect(buildCookie('_fbp', 'fb.1.1.2', { maxAgeSeconds: 60, https: false })).toBe(
      '_fbp=fb.1.1.2; Path=/; Max-Age=60; SameSite=Lax',
    );
  });
  it('encodes values that are not cookie-safe, and leaves a case-sensitive click id unaltered', () => {
    expect(buildCookie('n', 'a b;c', { maxAgeSeconds: 1, https: false })).toMatch(/^n=a%20b%3Bc;/);
    expect(buildCookie('_fbc', 'fb.1.5.IwAR-Ab_c', { maxAgeSeconds: 1, https: false })).toMatch(/^_fbc=fb\.1\.5\.IwAR-Ab_c;/);
  });
  it('refuses a name a browser would not accept', () => {
    expect(() => buildCookie('a b', 'x', { maxAgeSeconds: 1, https: false })).toThrow('invalid cookie name "a b"');
  });
  it('round-trips through parseCookies', () => {
    const cookie = buildCookie('n', 'a b;c', { maxAgeSeconds: 1, https: false }).split(';')[0]!;
    expect(readCookie(cookie, 'n')).toBe('a b;c');
  });
});

describe('expireCookie', () => {
  it('has max-age 0 with the same path and attributes', () => {
    expect(expireCookie('_fbc', true)).toBe('_fbc=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });
});
