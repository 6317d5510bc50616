import { describe, expect, it } from 'vitest';
import { fbcValue } from '../../shared/ad-click-cookies.ts';
import { adCookiesToRemove, adCookiesToSet, fbpValue } from './ad-cookies.ts';

const NOW = 1_767_225_600_000;

describe('fbpValue / fbcValue', () => {
  it('builds fb.1.<ms>.<10 digits>', () => {
    expect(fbpValue(NOW, () => 0)).toBe(`fb.1.${NOW}.1000000000`);
    expect(fbpValue(NOW, () => 0.999999999999)).toMatch(new RegExp(`^fb\\.1\\.${NOW}\\.\\d{10}$`));
  });
  it('keeps the click id unaltered, case and all', () => {
    expect(fbcValue(NOW, 'IwAR2xYz-AbC_dEf')).toBe(`fb.1.${NOW}.IwAR2xYz-AbC_dEf`);
  });
});

describe('adCookiesToSet', () => {
  const base = { cookieHeader: '', fbclid: undefined, nowMs: NOW, https: true, random: () => 0.5 };

  it('sets _fbp for 90 days, first-party, Secure on https, SameSite=Lax', () => {
    expect(adCookiesToSet(base)).toEqual([`_fbp=fb.1.${NOW}.5500000000; Path=/; Max-Age=7776000; SameSite=Lax; Secure`]);
    expect(adCookiesToSet({ ...base, https: false })[0]).not.toContain('Secure');
  });
  it('keeps an existing _fbp', () => {
    expect(adCookiesToSet({ ...base, cookieHeader: '_fbp=fb.1.1.1234567890' })).toEqual([]);
  });
  it('sets _fbc from fbclid, and replaces it only for a different click id', () => {
    const withClick = { ...base, cookieHeader: '_fbp=x', fbclid: 'AbC' };
    expect(adCookiesToSet(withClick)).toEqual([`_fbc=fb.1.${NOW}.AbC; Path=/; Max-Age=7776000; SameSite=Lax; Secure`]);
    expect(adCookiesToSet({ ...withClick, cookieHeader: '_fbp=x; _fbc=fb.1.5.AbC' })).toEqual([]);
    expect(adCookiesToSet({ ...withClick, cookieHeader: '_fbp=x; _fbc=fb.1.5.abc' })).toHaveLength(1);
  });
  it('sets no _fbc without a click id', () => {
    expect(adCookiesToSet({ ...base, cookieHeader: '_fbp=x', fbclid: '' })).toEqual([]);
  });
});

describe('adCookiesToRemove', () => {
  it('expires both cookies', () => {
    expect(adCookiesToRemove(false)).toEqual(['_fbp=; Path=/; Max-Age=0; SameSite=Lax', '_fbc=; Path=/; Max-Age=0; SameSite=Lax']);
  });
});
