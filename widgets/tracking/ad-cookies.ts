// The ad-click cookies (domain facts, "Tracking"): _fbp identifies the browser, _fbc carries
// the click id from an ad. Pure: "now", the random digits and the query string are arguments.
import { FBC_COOKIE, fbcValue, FBP_COOKIE } from '../../shared/ad-click-cookies.ts';
import { buildCookie, expireCookie, readCookie } from '../../shared/cookies.ts';
/** Spec section 9: _fbp lives 7,776,000 seconds (90 days). _fbc gets the same lifetime (Meta's own choice). */
const AD_COOKIE_MAX_AGE_SECONDS = 7_776_000;

/** fb.1.<creation time in ms>.<10 random digits> */
export function fbpValue(nowMs: number, random: () => number): string {
  const digits = String(Math.floor(random() * 9_000_000_000) + 1_000_000_000);
  return `fb.1.${nowMs}.${digits}`;
}

export interface AdCookieInput {
  cookieHeader: string;
  /** The fbclid query parameter as the ad sent it (clickId), if any. */
  fbclid: string | undefined;
  nowMs: number;
  https: boolean;
  random: () => number;
}

/** The cookie strings to write so both cookies exist: none when they are already right. A new
 * fbclid replaces an older _fbc (a new ad click); the same fbclid keeps the existing cookie. */
export function adCookiesToSet({ cookieHeader, fbclid, nowMs, https, random }: AdCookieInput): string[] {
  const options = { maxAgeSeconds: AD_COOKIE_MAX_AGE_SECONDS, https };
  const writes: string[] = [];
  if (!readCookie(cookieHeader, FBP_COOKIE)) writes.push(buildCookie(FBP_COOKIE, fbpValue(nowMs, random), options));
  const existingFbc = readCookie(cookieHeader, FBC_COOKIE);
  if (fbclid && !existingFbc?.endsWith(`.${fbclid}`)) writes.push(buildCookie(FBC_COOKIE, fbcValue(nowMs, fbclid), options));
  return writes;
}

/** The cookie strings that delete both cookies (consent revoked). */
export function adCookiesToRemove(https: boolean): string[] {
  return [expireCookie(FBP_COOKIE, https), expireCookie(FBC_COOKIE, https)];
}
