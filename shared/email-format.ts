// The one shape of a plausible email address: the email capture checks what a visitor typed with
// it, tracking the userData.email a host sends. The server checks the rest.

/** RFC 5321's limit on a path, less its angle brackets. */
export const MAX_EMAIL_LENGTH = 254;

/** One @, something before it without the punctuation that wraps or separates addresses, then
 * dotted labels of letters (with their marks), digits and hyphens (a browser's email box writes an
 * international domain as punycode; a typed one stays in its letters). */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[\p{L}\p{M}\p{N}-]+(\.[\p{L}\p{M}\p{N}-]+)+$/u;

export function hasEmailShape(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && ADDRESS.test(text);
}
