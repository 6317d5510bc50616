// Spec section 2: "Log in instead" goes to /login with postLogin holding the current path,
// so the visitor comes back to the page they were on (its query string included).
import { withQuery } from '../../shared/site-url.ts';

export function loginUrl(currentPath: string): string {
  return withQuery('/login', { postLogin: currentPath });
}
