// Building and reading first-party cookies. Pure: the cookie header and the page's protocol
// are arguments, so the rules (Secure on https, SameSite=Lax, max-age) are tested as plain functions.

export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAgeSeconds: number;
  /** Secure is added on https pages only (on http the browser would drop the cookie). */
  https: boolean;
}

/** Every cookie in a `document.cookie` header, by name (the first one wins, as browsers send the most specific first). */
export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const equals = trimmed.indexOf('=');
    const name = equals === -1 ? trimmed : trimmed.slice(0, equals);
    const raw = equals === -1 ? '' : trimmed.slice(equals + 1);
    if (cookies.has(name)) continue;
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value another script wrote without encoding: keep it as it is.
    }
    cookies.set(name, value);
  }
  return cookies;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  return parseCookies(cookieHeader).get(name);
}

export function hasCookie(cookieHeader: string, name: string): boolean {
  return parseCookies(cookieHeader).has(name);
}

/** The string to assign to `document.cookie`. The value is URI-encoded unless it is already cookie-safe. */
export function buildCookie(name: string, value: string, { maxAgeSeconds, https }: CookieOptions): string {
  if (!/^[\w!#$%&'*+\-.^`|~]+$/.test(name)) throw new Error(`invalid cookie name "${name}"`);
  const safe = /^[\w!#$%&'()*+\-./:<>?@[\]^`{|}~]*$/.test(value) ? value : encodeURIComponent(value);
  // Path=/: each cookie is read on every page of the site the widgets run on.
  const parts = [`${name}=${safe}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'SameSite=Lax'];
  if (https) parts.push('Secure');
  return parts.join('; ');
}

/** The string that deletes a cookie set with buildCookie (same name, path and attributes, max-age 0). */
export function expireCookie(name: string, https: boolean): string {
  return buildCookie(name, '', { maxAgeSeconds: 0, https });
}
