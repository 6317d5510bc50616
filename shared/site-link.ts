// Site routes as full URLs, and routes that carry the page's query parameters on
// ("chained on", spec: /forms/cancellation, manage-plan/delay). Pure: the site base and
// the page's query string are arguments.

/**
 * The route under the site base, keeping the base's own path: with a base of
 * https://shop.example/uk, "/manage-plan" is https://shop.example/uk/manage-plan.
 * (new URL('/manage-plan', base) would drop "/uk".)
 */
export function siteHref(siteBase: string, route: string): string {
  const base = new URL(siteBase);
  const target = new URL(route.replace(/^\/+/, ''), base.href.replace(/\/*$/, '/'));
  return target.href;
}

/** The route with every parameter of the page's query added after its own. */
export function chainQuery(route: string, pageSearch: string): string {
  const chained = new URLSearchParams(pageSearch).toString();
  if (chained === '') return route;
  return `${route}${route.includes('?') ? '&' : '?'}${chained}`;
}
