import { describe, expect, it } from 'vitest';
import { parseOptions, oneOf } from '../../shared/widget-options.ts';
import { delayRoute, supportEmail, supportPhone, telHref, variantContent } from './pre-cancellation-content.ts';

describe('variantContent', () => {
  it("has the spec's headings and 'Your cat' by default", () => {
    expect(variantContent('default', undefined).heading).toBe('Can we help?');
    expect(variantContent('still-switching', undefined).heading).toBe('Still switching?');
    expect(variantContent('default', undefined).intro).toMatch(/^Your cat deserves/);
    expect(variantContent('still-switching', 'Tom').intro).toMatch(/^Tom may need/);
  });
});

describe('delayRoute', () => {
  it('keeps the page query parameters', () => {
    expect(delayRoute('?subscriptionId=1001&catName=Tom')).toBe('/manage-plan/delay?subscriptionId=1001&catName=Tom');
    expect(delayRoute('')).toBe('/manage-plan/delay');
  });
});

describe('support options', () => {
  const spec = {
    attributes: { 'data-variant': oneOf('default', 'still-switching'), 'data-support-phone': supportPhone, 'data-support-email': supportEmail },
  };
  const parse = (attributes: Record<string, string>) => parseOptions('pre-cancellation', { attributes, jsonText: undefined }, spec);

  it('accepts UK phone numbers and an email', () => {
    for (const phone of ['0161 123 4567', '+44 (0)161 123-4567', '01611234567']) {
      expect(parse({ 'data-support-phone': phone, 'data-support-email': 'help@katkin.example' }).attributes['data-support-phone']).toBe(phone);
    }
  });
  it('names a missing phone and email', () => {
    expect(() => parse({})).toThrow(
      'pre-cancellation: data-support-phone is required: expected a phone number such as "0161 123 4567" or "+44 161 123 4567"; data-support-email is required: expected an email address such as "help@example.co.uk"',
    );
  });
  it.each([['call us'], ['123'], ['0161 123 4567 ext 9'], ['+44 161 123 4567 8901 2']])('rejects the phone %j', (phone) => {
    expect(() => parse({ 'data-support-phone': phone, 'data-support-email': 'a@b.co' })).toThrow(`data-support-phone must be a phone number`);
  });
  it.each([['help'], ['help@katkin'], ['a b@c.uk']])('rejects the email %j', (email) => {
    expect(() => parse({ 'data-support-phone': '0161 123 4567', 'data-support-email': email })).toThrow('data-support-email must be an email address');
  });
  it('makes tel: links of digits and a leading +', () => {
    expect(telHref('0161 123 4567')).toBe('tel:01611234567');
    expect(telHref('+44 (0)161 123-4567')).toBe('tel:+441611234567');
  });
});
