// What the visitor typed -> the email to send, or the reason it is not one.
export type EmailInput = { ok: true; email: string } | { ok: false; message: string };

const EMPTY_EMAIL_MESSAGE = 'Enter your email address.';
const INVALID_EMAIL_MESSAGE = 'Enter an email address in the right format, like name@example.com.';

/** One @, something before it, a dotted domain after it, no spaces: the server checks the rest. */
export function checkEmail(typed: string): EmailInput {
  const email = typed.trim();
  if (email === '') return { ok: false, message: EMPTY_EMAIL_MESSAGE };
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) return { ok: false, message: INVALID_EMAIL_MESSAGE };
  return { ok: true, email };
}
