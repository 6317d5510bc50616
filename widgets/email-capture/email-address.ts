// What the visitor typed -> the email to send, or the reason it is not one.
export type EmailInput = { ok: true; email: string } | { ok: false; message: string };

const EMPTY_EMAIL_MESSAGE = 'Enter your email address.';
const INVALID_EMAIL_MESSAGE = 'Enter an email address in the right format, like name@example.com.';
const TOO_LONG_EMAIL_MESSAGE = 'That email address is too long: an address has at most 254 characters.';

/** RFC 5321's limit on a path, less its angle brackets. */
const MAX_EMAIL_LENGTH = 254;
/** Zero-width characters and direction marks: invisible, so never what the visitor meant to send. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** One @, something before it, then dotted labels of letters, digits and hyphens (a browser's
 * email box writes an international domain as punycode; a typed one stays in its letters). */
const ADDRESS = /^[^\s@]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;

/** The address as pasted from a mail program: "mailto:", angle brackets, a separator after it. */
function unwrap(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/[;,]$/, '')
    .replace(/^<(.*)>$/, '$1');
}

/** A plausible address, unwrapped; the server checks the rest. */
export function checkEmail(typed: string): EmailInput {
  const email = unwrap(typed);
  if (email === '') return { ok: false, message: EMPTY_EMAIL_MESSAGE };
  if (email.length > MAX_EMAIL_LENGTH) return { ok: false, message: TOO_LONG_EMAIL_MESSAGE };
  if (!ADDRESS.test(email)) return { ok: false, message: INVALID_EMAIL_MESSAGE };
  return { ok: true, email };
}
