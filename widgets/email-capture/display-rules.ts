// When the email form may show (spec sections 4, 5, 9; domain facts "Email capture"). Pure:
// the cookie header, flags and what happened on this page view are arguments.
import { buildCookie, hasCookie } from '../../shared/cookies.ts';
import { flagAllows } from '../../shared/flag-gate.ts';
import type { Flags } from '../../shared/store-types.ts';

/** Our choice: a closed form stays away a week when the placeholder does not say. */
export const DEFAULT_DAYS_UNTIL_CAN_SHOW_AGAIN = 7;
/** Our choice for popup_on SCROLL_DEPTH_HIT: half of the page scrolled. */
const SCROLL_DEPTH_SHARE = 0.5;
const SECONDS_PER_DAY = 86_400;

/** One cookie per form, named for it; only characters a cookie name allows. */
export function formCookieName(formId: string): string {
  return `katkin_email_${formId.replace(/[^\w-]/g, '_')}`;
}

/** The cookie that keeps the form away for `days` days; none for 0 days (shown again next page view). */
export function suppressionCookie(formId: string, days: number, https: boolean): string | undefined {
  if (days <= 0) return undefined;
  return buildCookie(formCookieName(formId), '1', { maxAgeSeconds: days * SECONDS_PER_DAY, https });
}

export interface DisplayFacts {
  formId: string;
  loggedIn: boolean;
  cookieHeader: string;
  flags: Flags;
  flagId?: string;
  flagValue?: string;
  /** The popup already showed on this page view. */
  shownThisPageView: boolean;
}

export type Suppression = 'logged-in' | 'cookie' | 'flag' | 'already-shown';

/** Why the form must not show, or undefined when it may. */
export function suppression(facts: DisplayFacts): Suppression | undefined {
  if (facts.loggedIn) return 'logged-in';
  if (hasCookie(facts.cookieHeader, formCookieName(facts.formId))) return 'cookie';
  if (!flagAllows(facts.flags, facts.flagId, facts.flagValue)) return 'flag';
  if (facts.shownThisPageView) return 'already-shown';
  return undefined;
}

export interface ScrollFacts {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/** True once the bottom of the viewport has passed the given share of the page (a page that fits counts at once). */
export function scrollDepthReached({ scrollY, viewportHeight, documentHeight }: ScrollFacts, share = SCROLL_DEPTH_SHARE): boolean {
  if (documentHeight <= viewportHeight) return true;
  return scrollY + viewportHeight >= documentHeight * share;
}
