import { describe, expect, it } from 'vitest';
import { chainQuery, isSitePath, loginRoute, siteRouteUrl, withQuery } from './site-routes.ts';

const UK = 'https://shop.example/uk';

describe('siteRouteUrl', () => {
  it('puts the route under the site origin', () => {
    expect(siteRouteUrl('https://www.example', '/manage-plan')).toBe('https://www.example/manage-plan');
    expect(siteRouteUrl('https://www.example/', '/discounts/failed')).toBe('https://www.example/discounts/failed');
  });

  it("keeps the base's path and the route's query", () => {
    expect(siteRouteUrl(UK, '/forms/cancellation?a=1')).toBe('https://shop.example/uk/forms/cancellation?a=1');
    expect(siteRouteUrl('https://shop.example/uk/', '/manage-plan')).toBe('https://shop.example/uk/manage-plan');
    expect(siteRouteUrl(UK, '/login?postLogin=%2Ffeeding')).toBe('https://shop.example/uk/login?postLogin=%2Ffeeding');
  });

  it("drops the base's own query and fragment", () => {
    expect(siteRouteUrl('https://shop.example/uk?ref=1#top', '/plans')).toBe('https://shop.example/uk/plans');
  });

  it('turns what looks like a scheme inside a path into a plain path on the site', () => {
    expect(siteRouteUrl(UK, '/javascript:alert(document.domain)//')).toBe(
      'https://shop.example/uk/javascript:alert(document.domain)//',
    );
    expect(siteRouteUrl(UK, '/https://evil.example')).toBe('https://shop.example/uk/https://evil.example');
  });

  it('refuses a base that is not a URL', () => {
    expect(siteRouteUrl('not a url', '/plans')).toBeUndefined();
  });
});

// Issue 10's payloads, then a corpus of hostile paths built from prefixes and targets: none may
// give a URL off the site base's origin or with another scheme.
const REPORTED = ['/javascript:alert(document.domain)//', '/https://evil.example', '/\\evil.example', '/\t//evil.example'];
const PREFIXES = ['', '/', '//', '/\\', '\\\\', '/\t/', '/\n/', '/\r/', ' /', '/ /', '/%09/', '/%2f/', '/./', '/../', '\u0000/'];
const TARGETS = [
  'evil.example',
  'evil.example/path?x=1',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example',
  'http:evil.example',
  '@evil.example',
  'user:pass@evil.example',
  'evil.example%2f..',
  'blob:https://evil.example/x',
  'file:///etc/passwd',
];
const CORPUS = [...REPORTED, ...PREFIXES.flatMap((prefix) => TARGETS.map((target) => prefix + target))];

describe('hostile routes', () => {
  it(`the corpus has at least 100 entries (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(CORPUS)('%j stays on https://shop.example or is refused', (route) => {
    const url = siteRouteUrl(UK, route);
    if (url === undefined) return;
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://shop.example');
    expect(parsed.protocol).toBe('https:');
  });

  it.each(CORPUS)('%j stays under the base path /uk/, with no second slash after it, or is refused', (route) => {
    const url = siteRouteUrl(UK, route);
    if (url === undefined) return;
    expect(new URL(url).pathname).toMatch(/^\/uk\/[^/]/);
  });

  it('refuses routes a parser would reinterpret', () => {
    for (const route of ['/\\evil.example', '/\t//evil.example', '//evil.example', 'evil.example', '', ' /plans', '/pl ans', '/a\nb']) {
      expect(isSitePath(route), JSON.stringify(route)).toBe(false);
      expect(siteRouteUrl(UK, route)).toBeUndefined();
    }
  });
});

describe('dot segments (a resolved path of "//host" is another host to a router that hands it to location)', () => {
  it.each(['/.//evil.example/x', '/..//evil.example', '/%2e%2e//evil', '/%2E//evil', '/.%2e//evil', '/../admin', '/plans/../../admin', '/a/./b', '/..', '/.?x=1'])(
    '%j is not a site path, and gives no URL',
    (route) => {
      expect(isSitePath(route)).toBe(false);
      expect(siteRouteUrl('https://shop.example', route)).toBeUndefined();
      expect(siteRouteUrl(UK, route)).toBeUndefined();
    },
  );

  it('keeps dots that are not a whole segment, and dots in the query', () => {
    expect(siteRouteUrl('https://shop.example', '/products/cat.food.v2')).toBe('https://shop.example/products/cat.food.v2');
    expect(siteRouteUrl('https://shop.example', '/.well-known/x')).toBe('https://shop.example/.well-known/x');
    expect(siteRouteUrl('https://shop.example', '/plans?next=../..')).toBe('https://shop.example/plans?next=../..');
  });
});

describe('withQuery', () => {
  it('adds only the parameters that have a value', () => {
    expect(withQuery('/next', { a: 'x', b: undefined, c: '', d: null, e: 0 })).toBe('/next?a=x&e=0');
  });
  it('leaves the path bare when nothing is present, and appends to an existing query', () => {
    expect(withQuery('/next', {})).toBe('/next');
    expect(withQuery('/next?flow=a', { b: 'c d' })).toBe('/next?flow=a&b=c+d');
  });
});

describe('chainQuery', () => {
  it('adds the page query to the route', () => {
    expect(chainQuery('/forms/cancellation', '?subscriptionId=1001&catName=Tom')).toBe(
      '/forms/cancellation?subscriptionId=1001&catName=Tom',
    );
  });
  it('appends after a query the route already has, and keeps encoding', () => {
    expect(chainQuery('/manage-plan/delay?weeks=1', '?catName=Mr%20Whiskers')).toBe('/manage-plan/delay?weeks=1&catName=Mr+Whiskers');
  });
  it('leaves the route bare when the page has no query', () => {
    expect(chainQuery('/forms/cancellation', '')).toBe('/forms/cancellation');
    expect(chainQuery('/forms/cancellation', '?')).toBe('/forms/cancellation');
  });
});

describe('loginRoute', () => {
  it('carries the current path and query in postLogin (spec: /login with postLogin)', () => {
    expect(loginRoute('/feeding')).toBe('/login?postLogin=%2Ffeeding');
    expect(siteRouteUrl(UK, loginRoute('/cats/food?ref=ad&x=1'))).toBe(
      'https://shop.example/uk/login?postLogin=%2Fcats%2Ffood%3Fref%3Dad%26x%3D1',
    );
  });
});
