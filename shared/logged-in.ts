// Contract section 3: logged in means setAuth gave a token, or the cookie logged_in_v1 is present.
import { hasCookie } from './cookies.ts';
import type { Auth } from './store-types.ts';

const LOGGED_IN_COOKIE = 'logged_in_v1';

export function isLoggedIn(auth: Auth | null, cookieHeader: string): boolean {
  return Boolean(auth?.accessToken) || hasCookie(cookieHeader, LOGGED_IN_COOKIE);
}
