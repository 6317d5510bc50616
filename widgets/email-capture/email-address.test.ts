import { describe, expect, it } from 'vitest';
import { checkEmail } from './email-address.ts';

describe('checkEmail', () => {
  it('accepts and trims a plausible address', () => {
    expect(checkEmail('  tom.cat+1@example.co.uk ')).toEqual({ ok: true, email: 'tom.cat+1@example.co.uk' });
  });
  it('asks for an address when empty', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, message: 'Enter your email address.' });
  });
  it.each(['tom', 'tom@', '@example.com', 'tom@example', 'tom cat@example.com', 'a@b@c.com', 'tom@example..com', 'tom@example.com/', 'tom@exa_mple.com', 'tom@example.com.', 'tom@example.com;x', '<tom@example.com', 'Tom<tom@example.com>', 'Tom Cat <tom@example.com>', 'tom,tim@example.com'])('refuses %s', (typed) => {
    expect(checkEmail(typed)).toEqual({ ok: false, message: 'Enter an email address in the right format, like name@example.com.' });
  });
  it.each([
    ['tom@example.com;', 'an Outlook recipient line'],
    ['<tom@example.com>', 'angle brackets'],
    ['mailto:tom@example.com', 'a mailto: link'],
    ['MAILTO:<tom@example.com>,', 'all three'],
    ['<mailto:tom@example.com>;', 'all three, the other way round'],
    ['< tom@example.com >', 'spaces inside the brackets'],
    ['tom\u200b@example.com', 'a zero-width space'],
    ['\u200ftom@example.com', 'a right-to-left mark'],
  ])('unwraps %s (%s) to the address itself', (typed) => {
    expect(checkEmail(typed)).toEqual({ ok: true, email: 'tom@example.com' });
  });
  it('keeps an international domain in its letters, and punycode as it is', () => {
    expect(checkEmail('tom@bücher.de')).toEqual({ ok: true, email: 'tom@bücher.de' });
    expect(checkEmail('tom@xn--bcher-kva.de')).toEqual({ ok: true, email: 'tom@xn--bcher-kva.de' });
    // Decomposed (as macOS writes it): u and a combining diaeresis; and a Hindi domain's vowel signs.
    expect(checkEmail('tom@bu\u0308cher.de')).toEqual({ ok: true, email: 'tom@bu\u0308cher.de' });
    expect(checkEmail('tom@उदाहरण.भारत')).toEqual({ ok: true, email: 'tom@उदाहरण.भारत' });
  });
  it('refuses an address over 254 characters, saying so', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.co`;
    expect(long.length).toBe(259);
    expect(checkEmail(long)).toEqual({ ok: false, message: 'That email address is too long: an address has at most 254 characters.' });
    expect(checkEmail(long.slice(5))).toEqual({ ok: true, email: long.slice(5) });
  });
});
