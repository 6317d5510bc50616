import { describe, expect, it } from 'vitest';
import { checkEmail } from './email-address.ts';

describe('checkEmail', () => {
  it('accepts and trims a plausible address', () => {
    expect(checkEmail('  tom.cat+1@example.co.uk ')).toEqual({ ok: true, email: 'tom.cat+1@example.co.uk' });
  });
  it('asks for an address when empty', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, message: 'Enter your email address.' });
  });
  it.each(['tom', 'tom@', '@example.com', 'tom@example', 'tom cat@example.com', 'a@b@c.com', 'tom@example..com'])('refuses %s', (typed) => {
    expect(checkEmail(typed)).toEqual({ ok: false, message: 'Enter an email address in the right format, like name@example.com.' });
  });
});
