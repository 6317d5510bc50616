import { describe, expect, it } from 'vitest';
import { normaliseUserData } from './user-data.ts';

describe('normaliseUserData (domain facts, "Tracking": normalised before hashing)', () => {
  it('trims and lowercases every field; the postcode loses its spaces, the city everything but letters', () => {
    expect(
      normaliseUserData({ email: ' Cat@Example.COM ', firstName: ' Tom ', lastName: "O'Neil", postcode: ' sw1a 1AA ', city: ' St. Albans 2', phone: '+44 7700 900123' }),
    ).toEqual({
      fields: { email: 'cat@example.com', firstName: 'tom', lastName: "o'neil", postcode: 'sw1a1aa', city: 'stalbans', phone: '447700900123' },
      leftOut: [],
    });
  });

  it('keeps the letters of a city with accents and hyphens taken out', () => {
    expect(normaliseUserData({ city: 'Bûrton-upon-Trent' }).fields).toEqual({ city: 'bûrtonupontrent' });
  });

  it('writes a phone number as digits with its country code: + or 00 dropped, a UK national 0 (and "(0)") as 44', () => {
    const phone = (text: string) => normaliseUserData({ phone: text }).fields.phone;
    expect(phone('+44 (0)7700 900123')).toBe('447700900123');
    expect(phone('0044 7700-900123')).toBe('447700900123');
    expect(phone('07700 900123')).toBe('447700900123');
    expect(phone('+1 (555) 010-9999')).toBe('15550109999');
    expect(phone('447700900123')).toBe('447700900123');
    // The UK trunk 0 written after +44 is not dialled from abroad; another country's 0 stays.
    expect(phone('+44 07700 900123')).toBe('447700900123');
    expect(phone('(0)7700 900123')).toBe('447700900123');
    expect(phone('+39 06 1234 5678')).toBe('390612345678');
    expect(phone('07700 900123 ext 12')).toBe('447700900123');
    expect(phone('07700 900123 x12')).toBe('447700900123');
  });

  it('takes too few digits for no number', () => {
    expect(normaliseUserData({ phone: '0' })).toEqual({ fields: {}, leftOut: ['userData.phone (not a phone number)'] });
    expect(normaliseUserData({ phone: '12345' }).leftOut).toEqual(['userData.phone (not a phone number)']);
    expect(normaliseUserData({ phone: '+1 555 01' }).fields).toEqual({});
    expect(normaliseUserData({ phone: '+1 555 012' }).fields).toEqual({ phone: '1555012' });
  });

  it('leaves out what has nothing usable, naming the field and why, never its value', () => {
    expect(normaliseUserData({ email: 'not-an-email', phone: 'n/a', city: '123', firstName: '  ' })).toEqual({
      fields: {},
      leftOut: ['userData.email (not an email address)', 'userData.city (no letters)', 'userData.phone (not a phone number)'],
    });
  });

  it('takes an email over 254 characters for no address', () => {
    expect(normaliseUserData({ email: `${'a'.repeat(243)}@example.com` }).leftOut).toEqual(['userData.email (not an email address)']);
    expect(normaliseUserData({ email: `${'a'.repeat(242)}@example.com` }).fields.email).toHaveLength(254);
  });

  it('is empty without user data', () => {
    expect(normaliseUserData()).toEqual({ fields: {}, leftOut: [] });
  });
});
