// Site routes: the one place a path on the host's site becomes a URL, and the one check
// every navigation and link goes through. Routes come from CMS content, attributes and the
// page query, so they are untrusted: a route is a path under the site base, and the URL it
// gives is refused unless it is http(s) on the site base's own origin (contract 5.1).
// Pure and framework-free: the loader uses it too.
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

// Characters a URL parser drops or reinterprets (tabs and newlines are removed anywhere,
// a backslash is a slash in http(s) URLs), so "/\tevil" or "/\\evil" could become "//evil".
const SMUGGLING = /[\u0000-\u0020\u007f\\]/;

/** A site path: one leading "/", then no second slash and nothing a parser would reinterpret. */
export function isSitePath(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//') && !SMUGGLING.test(route);
}

/**
 * The URL of a route under the site base, keeping the base's own path: with a base of
 * https://shop.example/uk, "/manage-plan" is https://shop.example/uk/manage-plan. Undefined
 * when the route is not a site path or would leave the base's origin.
 */
export function siteRouteUrl(siteBase: string, route: string): string | undefined {
  if (!isSitePath(route)) return undefined;
  let base: URL;
  try {
    base = new URL(siteBase);
  } catch {
    return undefined;
  }
  const directory = `${base.origin}${base.pathname.replace(/\/*$/, '/')}`;
  // "./x" is always a relative path: "/javascript:alert(1)" cannot turn into a scheme.
  const target = new URL(`.${route}`, directory);
  const web = target.protocol === 'https:' || target.protocol === 'http:';
  return web && target.origin === base.origin ? target.href : undefined;
}

/** The route with query parameters added, each only when it has a value (spec: "each only when present"). */
export function withQuery(route: string, params: QueryValues = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  return appendQuery(route, query.toString());
}

/** The route with every parameter of the page's query added after its own ("chained on"). */
export function chainQuery(route: string, pageSearch: string): string {
  return appendQuery(route, new URLSearchParams(pageSearch).toString());
}

function appendQuery(route: string, query: string): string {
  if (query === '') return route;
  return `${route}${route.includes('?') ? '&' : '?'}${query}`;
}

/** Spec route /login with postLogin holding the current path and query, so the visitor comes back. */
export function loginRoute(returnPath: string): string {
  return withQuery('/login', { postLogin: returnPath });
}
