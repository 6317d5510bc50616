// The suite's tab outlives each test (reuseContext, playwright.config.ts): one test leaves behind
// everything a test can change on its browser context and tab, and the next, on the same worker
// and in the same tab, must find none of it (Playwright's reset and tests/e2e/fixtures.ts together).
import { test, expect } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const CACHED = '/isolation/cached.js';
const ROUTED = '/isolation/routed';

/** The file's status from the HTTP cache alone, or 'not cached'. */
const cachedStatus = (url: string) =>
  fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
    (response) => (response.ok ? response.status : 'not cached'),
    () => 'not cached',
  );

test.describe('a test leaves nothing to the next', () => {
  test('the first leaves cookies, storage, a cached file, a route, an init script, the clock, offline, a permission, a viewport, emulated media and a second page', async ({ hostPage, origins, context }) => {
    origins.pages.set(CACHED, { html: '// cached', headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=3600' } });
    const page = await hostPage({ body: '<p>first</p>' });
    await page.evaluate(async (cached) => {
      document.cookie = 'leak=1; max-age=3600';
      localStorage.setItem('leak', '1');
      sessionStorage.setItem('leak', '1');
      await new Promise((resolve) => (indexedDB.open('leak').onsuccess = resolve));
      await (await fetch(cached)).text();
    }, CACHED);
    expect(await page.evaluate(cachedStatus, CACHED)).toBe(200);
    await page.route(`**${ROUTED}`, (route) => route.fulfill({ body: 'routed' }));
    await page.addInitScript(() => ((window as unknown as { leak: boolean }).leak = true));
    await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
    await page.setViewportSize({ width: 400, height: 300 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce', forcedColors: 'active' });
    await context.grantPermissions(['clipboard-read'], { origin: origins.host });
    await context.newPage();
    await context.setOffline(true);
    expect(await page.evaluate(() => [navigator.onLine, document.cookie, localStorage.length, sessionStorage.length, matchMedia('(forced-colors: active)').matches])).toEqual([false, 'leak=1', 1, 1, true]);
  });

  test('the next, in the same tab, finds none of it', async ({ hostPage, page, context }) => {
    // The same tab as the first test's (its history holds the first test's pages), a new Page object.
    expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
    expect(context.pages()).toHaveLength(1);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    expect(await context.cookies()).toEqual([]);
    await hostPage({ body: '<p>next</p>' });
    expect(await page.evaluate(cachedStatus, CACHED)).toBe('not cached');
    const found = await page.evaluate(
      async (routed) => ({
        onLine: navigator.onLine,
        cookie: document.cookie,
        storage: [localStorage.length, sessionStorage.length, (await indexedDB.databases()).length],
        initScript: 'leak' in window,
        yearBefore2020: new Date().getFullYear() < 2020,
        clipboardRead: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
        media: ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)'].filter((query) => matchMedia(query).matches),
        routed: (await fetch(routed)).status,
      }),
      ROUTED,
    );
    expect(found).toEqual({ onLine: true, cookie: '', storage: [0, 0, 0], initScript: false, yearBefore2020: false, clipboardRead: 'prompt', media: [], routed: 404 });
  });
});
