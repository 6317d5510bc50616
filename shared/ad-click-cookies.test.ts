import { describe, expect, it } from 'vitest';
import { clickId } from './ad-click-cookies.ts';

describe('clickId: a click id from the query, never altered (domain facts, "Tracking")', () => {
  it("keeps a '+' (form decoding would make it a space) and the case", () => {
    expect(clickId('?fbclid=IwAR2F4+dbP0l7Mn', 'fbclid')).toBe('IwAR2F4+dbP0l7Mn');
  });

  it('decodes percent escapes, and takes the first of two', () => {
    expect(clickId('?utm_source=fb&fbclid=Ab%2BCd%20x&fbclid=second', 'fbclid')).toBe('Ab+Cd x');
  });

  it("keeps an '=' inside the value", () => {
    expect(clickId('?ttclid=E.C.P=x-Y_z', 'ttclid')).toBe('E.C.P=x-Y_z');
  });

  it('is undefined when absent or empty', () => {
    expect(clickId('', 'fbclid')).toBeUndefined();
    expect(clickId('?fbclid=', 'fbclid')).toBeUndefined();
    expect(clickId('?fbclid', 'fbclid')).toBeUndefined();
    expect(clickId('?gclid=abc', 'fbclid')).toBeUndefined();
  });

  it('keeps a broken escape as written instead of throwing', () => {
    expect(clickId('?fbclid=Ab%E0%A4%A', 'fbclid')).toBe('Ab%E0%A4%A');
  });
});
