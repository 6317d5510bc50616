// Contract section 3: logged in means setAuth gave a token, or the cookie logged_in_v1 is present.
import type { Auth } from './store-types.ts';

export const LOGGED_IN_COOKIE = 'logged_in_v1';

export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === name);
}

export function isLoggedIn(auth: Auth | null, cookieHeader: string): boolean {
  return Boolean(auth?.accessToken) || hasCookie(cookieHeader, LOGGED_IN_COOKIE);
}
