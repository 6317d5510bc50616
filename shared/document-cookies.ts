// The one way code reads and writes the page's cookies. With cookies blocked (a sandboxed
// frame, a privacy setting) touching document.cookie throws; a widget then works as if there
// were no cookies: it cannot remember a choice, but it still renders and works.
import { logWarn } from './log.ts';

/** Whether the page is on https, where the cookies written get `Secure`. */
export const pageIsHttps = (): boolean => location.protocol === 'https:';

export function readDocumentCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Writes one cookie string (from buildCookie/expireCookie); a refused write is reported, naming the owner (a widget or "loader"), never thrown. */
export function writeDocumentCookie(owner: string, cookie: string): void {
  try {
    document.cookie = cookie;
  } catch (error) {
    logWarn(owner, `cookies are blocked, so "${cookie.split('=')[0]}" is not remembered`, error);
  }
}
