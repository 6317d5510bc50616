// The app's client-side routing, with no router package: history routing on the query string
// (`?page=litter`), so that every page of the app is the one file the static host serves, a reload
// keeps the page, and the path and query a widget sends to log in (`postLogin`) bring the visitor back.
import { useCallback, useEffect, useState, type MouseEvent } from 'react';

export interface Route {
  page: string;
  params: URLSearchParams;
}

const current = (): Route => {
  const params = new URLSearchParams(location.search);
  return { page: params.get('page') ?? 'home', params };
};

/** The app's own address of a page: `appHref('litter')` is `?page=litter`. */
export function appHref(page: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(page === 'home' ? params : { page, ...params }).toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

export function useRoute(): { route: Route; go: (href: string) => void; follow: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const onPopState = () => setRoute(current());
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  const go = useCallback((href: string) => {
    history.pushState(null, '', href);
    setRoute(current());
  }, []);
  // A link's plain click stays in the app; a modified click (new tab) is the browser's.
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(event.currentTarget.getAttribute('href')!);
    },
    [go],
  );
  return { route, go, follow };
}

/**
 * Where the app shows a site URL a widget navigates to: its own login page for `/login`, and for
 * any other path on this site the page standing in for the shop's. Undefined for another origin
 * (the browser goes there).
 */
export function appHrefOfSiteUrl(url: string): string | undefined {
  const target = new URL(url);
  if (target.origin !== location.origin) return undefined;
  if (target.pathname === '/login') return appHref('login', { postLogin: target.searchParams.get('postLogin') ?? '' });
  return appHref('shop', { path: `${target.pathname}${target.search}` });
}

/** A postLogin path back into this app, or the home page: never another site (an open redirect). */
export function returnHref(postLogin: string | null): string {
  return postLogin?.startsWith(`${location.pathname}`) && !/[\\\u0000-\u0020]/.test(postLogin) ? postLogin : appHref('home');
}
