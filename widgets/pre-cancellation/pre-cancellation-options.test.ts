import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { preCancellationOptions } from './pre-cancellation-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('pre-cancellation', { attributes, jsonText }, preCancellationOptions);

describe('pre-cancellation options', () => {
  it('accepts UK phone numbers and an email', () => {
    for (const phone of ['0161 123 4567', '+44 (0)161 123-4567', '01611234567']) {
      expect(parse({ 'data-support-phone': phone, 'data-support-email': 'help@katkin.example' }).attributes['data-support-phone']).toBe(phone);
    }
  });

  it('needs neither contact (contract: each is optional)', () => {
    expect(parse({}).attributes).toEqual({});
    expect(parse({ 'data-support-email': 'help@katkin.example' }).attributes).toEqual({ 'data-support-email': 'help@katkin.example' });
  });

  it('names a wrong variant', () => {
    expect(() => parse({ 'data-variant': 'switching' })).toThrow(
      'pre-cancellation: data-variant must be one of "default", "still-switching" (got "switching")',
    );
  });

  it.each([['call us'], ['123'], ['0161 123 4567 ext 9'], ['+44 161 123 4567 8901 2']])('rejects the phone %j', (phone) => {
    expect(() => parse({ 'data-support-phone': phone })).toThrow(
      `pre-cancellation: data-support-phone must be a phone number such as "0161 123 4567" or "+44 161 123 4567" (got "${phone}")`,
    );
  });

  // The last three would add to the mailto: link (a hidden copy, a body) or to the markup.
  const badEmails = [['help'], ['help@katkin'], ['a b@c.uk'], ['help@katkin.example?bcc=x%40evil.example&body=card'], ['help@katkin.example#x'], ['<help>@katkin.example']];
  it.each(badEmails)('rejects the email %j', (email) => {
    expect(() => parse({ 'data-support-email': email })).toThrow(
      `pre-cancellation: data-support-email must be an email address such as "help@example.co.uk" (got "${email}")`,
    );
  });

  it("accepts an address with + . _ ' - before the @ and a subdomain after it", () => {
    const email = "o'brien.help+uk_1@support.katkin.co.uk";
    expect(parse({ 'data-support-email': email }).attributes).toEqual({ 'data-support-email': email });
  });

  it('warns about an unknown attribute and ignores it', () => {
    const { attributes, warnings } = parse({ 'data-variant': 'default', 'data-cat-name': 'Mochi' });
    expect(attributes).toEqual({ 'data-variant': 'default' });
    expect(warnings).toEqual(['unknown attribute data-cat-name is ignored']);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{}')).toThrow('pre-cancellation: takes no JSON content: remove the child <script type="application/json">');
  });
});
