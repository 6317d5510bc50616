// What the visitor typed -> the email to send, or the reason it is not one.
import { hasEmailShape, MAX_EMAIL_LENGTH } from '../../shared/email-format.ts';

export type EmailInput = { ok: true; email: string } | { ok: false; message: string };

const EMPTY_EMAIL_MESSAGE = 'Enter your email address.';
const INVALID_EMAIL_MESSAGE = 'Enter an email address in the right format, like name@example.com.';
const TOO_LONG_EMAIL_MESSAGE = 'That email address is too long: an address has at most 254 characters.';

/** Zero-width characters and direction marks: invisible, so never what the visitor meant to send. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The address as pasted from a mail program: a separator after it, angle brackets, "mailto:",
 * in whichever order they wrap it ("<mailto:tom@example.com>;"). */
function unwrap(text: string): string {
  let address = text.replace(INVISIBLE, '').trim();
  for (let previous = ''; previous !== address; ) {
    previous = address;
    address = address
      .replace(/[;,]$/, '')
      .replace(/^<(.*)>$/, '$1')
      .replace(/^mailto:/i, '')
      .trim();
  }
  return address;
}

/** A plausible address, unwrapped; the server checks the rest. */
export function checkEmail(typed: string): EmailInput {
  const email = unwrap(typed);
  if (email === '') return { ok: false, message: EMPTY_EMAIL_MESSAGE };
  if (email.length > MAX_EMAIL_LENGTH) return { ok: false, message: TOO_LONG_EMAIL_MESSAGE };
  if (!hasEmailShape(email)) return { ok: false, message: INVALID_EMAIL_MESSAGE };
  return { ok: true, email };
}
