// Spec section 9: the manage_plan_v2 cookie follows the manage-plan-v2-routing flag, so the
// site's server sends the customer to the new manage-plan pages. A routing cookie the site
// needs to work, not an advertising one, so it does not wait for consent. A lazy part of the
// loader (loader/parts.ts), loaded once the flag is set at all (loader/manage-plan-flag.ts).
import { buildCookie, expireCookie } from '../shared/cookies.ts';
import type { Flags } from '../shared/store-types.ts';
import { pageIsHttps, writeDocumentCookie } from '../shared/document-cookies.ts';
import { MANAGE_PLAN_FLAG } from './manage-plan-flag.ts';

const MANAGE_PLAN_COOKIE = 'manage_plan_v2';
/** Our choice: a month; the flag refreshes it on every page that loads the loader. */
const MAX_AGE_SECONDS = 30 * 86_400;

/** The cookie string for the flag's value: set for "test" or true, deleted for any other value, untouched when the flag is absent. */
export function managePlanCookie(flags: Flags, https: boolean): string | undefined {
  const value = flags[MANAGE_PLAN_FLAG];
  if (value === undefined) return undefined;
  return value === 'test' || value === true
    ? buildCookie(MANAGE_PLAN_COOKIE, 'true', { maxAgeSeconds: MAX_AGE_SECONDS, https })
    : expireCookie(MANAGE_PLAN_COOKIE, https);
}

/** Makes the page's cookie follow the flags as they are now. */
export function writeManagePlanCookie(flags: Flags): void {
  const cookie = managePlanCookie(flags, pageIsHttps());
  if (cookie) writeDocumentCookie('loader', cookie);
}
