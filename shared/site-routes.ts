// Site routes: the one place a path on the host's site becomes a URL, and the one check
// every navigation and link goes through. Routes come from CMS content, attributes and the
// page query, so they are untrusted: a route is a path under the site base, and the URL it
// gives is refused unless it is http(s) on the site base's own origin (contract 5.1).
// Pure and framework-free: the loader uses it too.
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

// Characters a URL parser drops or reinterprets (tabs and newlines are removed anywhere,
// a backslash is a slash in http(s) URLs), so "/\tevil" or "/\\evil" could become "//evil".
const SMUGGLING = /[\u0000-\u0020\u007f\\]/;
// A "." or ".." segment of the path, written or percent-encoded, before any query or fragment:
// "/..//evil.example" resolves to the path "//evil.example", which a host's router handing
// `pathname` to location reads as another host; "/../admin" leaves a base such as /uk.
const DOT_SEGMENT = /^[^?#]*\/(\.|%2e){1,2}(\/|[?#]|$)/i;

/** A site path: one leading "/", then no second slash, no dot segment and nothing a parser would reinterpret. */
export function isSitePath(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//') && !SMUGGLING.test(route) && !DOT_SEGMENT.test(route);
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
  const directory = base.pathname.replace(/\/*$/, '/');
  // "./x" is always a relative path: "/javascript:alert(1)" cannot turn into a scheme.
  const target = new URL(`.${route}`, `${base.origin}${directory}`);
  const web = target.protocol === 'https:' || target.protocol === 'http:';
  // Checked again on the URL itself: under the base's own path, with no second slash after it.
  const underBase = target.pathname.startsWith(directory) && target.pathname[directory.length] !== '/';
  return web && target.origin === base.origin && underBase ? target.href : undefined;
}

/**
 * An absolute http(s) URL written without spaces, as the browser reads it ("https:evil.example" is
 * https://evil.example/), or undefined. What is checked is what goes in an href or src: written
 * as it came, "https:evil.example" is a relative path to the page that shows it.
 */
export function webUrl(text: string): string | undefined {
  if (/\s/.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
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

/** Spec route /login with postLogin holding the current path and query (or the path given), so the visitor comes back. */
export function loginRoute(returnPath = location.pathname + location.search): string {
  return withQuery('/login', { postLogin: returnPath });
}
