// Which route answers a call: an exact path first, then a path with `{name}` segments matched
// segment by segment ("/customer/shipping/all" is the list, not the address with id "all").
import type { Route } from './route-types.ts';

const PARAM = /^\{(\w+)\}$/;

/** The params of `pattern` in `pathname`, or undefined when it does not match. */
function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const name = PARAM.exec(segment)?.[1];
    const actual = got[index]!;
    if (name === undefined) {
      if (segment !== actual) return undefined;
      continue;
    }
    if (actual === '') return undefined;
    try {
      params[name] = decodeURIComponent(actual);
    } catch {
      // A broken %-escape names nothing this route knows.
      return undefined;
    }
  }
  return params;
}

export function findRoute(routes: readonly Route[], method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined {
  const candidates = routes.filter((route) => route.method === method);
  const exact = candidates.find((route) => route.path === pathname);
  if (exact) return { route: exact, params: {} };
  for (const route of candidates) {
    if (!route.path.includes('{')) continue;
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
