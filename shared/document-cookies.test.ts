// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDocumentCookies, writeDocumentCookie } from './document-cookies.ts';

/** Cookies blocked: the browser throws a SecurityError on any access to document.cookie. */
function blockCookies() {
  const blocked = () => {
    throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
  };
  Object.defineProperty(document, 'cookie', { get: blocked, set: blocked, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  vi.restoreAllMocks();
});

describe('document cookies', () => {
  it('reads and writes the page cookies', () => {
    writeDocumentCookie('loader', 'katkin_test=1; Path=/');
    expect(readDocumentCookies()).toContain('katkin_test=1');
    writeDocumentCookie('loader', 'katkin_test=; Path=/; Max-Age=0');
  });

  it('reads no cookies and writes nothing, without throwing, when cookies are blocked', () => {
    blockCookies();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readDocumentCookies()).toBe('');
    expect(() => writeDocumentCookie('email-capture', 'katkin_email_F1=1; Path=/')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('katkin: email-capture: cookies are blocked, so "katkin_email_F1" is not remembered', expect.any(DOMException));
  });
});
