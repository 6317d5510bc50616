// The loader's contract (sections 2 to 4) on a real page: queue replay, late mount and
// removal, idempotence, one instance per page, and failures that stay on their placeholder.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { requestedPaths, settled } from './page-checks.ts';
import { holdBack, withoutCors } from './remote-faults.ts';

const batch = '<div id="batch" data-katkin-widget="batch-lookup"></div>';
// The batch lookup alone comes from its own remote; the feeding guidelines, added after it, from the site one.
const addFeeding = (page: Page) => page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="feeding" data-katkin-widget="feeding-guidelines"></div>'));

test.describe('loader', () => {
  test('replays queued commands in order, then runs pushes at once and exposes methods', { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({
      body: batch,
      before: `window.katkin = window.katkin || [];
        window.readyEvents = [];
        katkin.push(['on', 'katkin:ready', (e) => readyEvents.push('first ' + e.detail.widget)]);
        katkin.push(['setFlags', {a: '1'}]);
        katkin.push(['on', 'katkin:ready', (e) => readyEvents.push('second ' + e.detail.widget)]);`,
    });
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    // Listeners run in the order they were added: the queue's order.
    expect(await page.evaluate('window.readyEvents')).toEqual(['first batch-lookup', 'second batch-lookup']);
    const api = await page.evaluate(() => {
      const k = (window as unknown as { katkin: Record<string, unknown> }).katkin;
      return { isArray: Array.isArray(k), methods: ['push', 'setAuth', 'setFlags', 'setConsent', 'connectAnalytics', 'track', 'mount', 'unmount', 'scan', 'on'].filter((m) => typeof k[m] === 'function') };
    });
    expect(api).toEqual({ isArray: false, methods: ['push', 'setAuth', 'setFlags', 'setConsent', 'connectAnalytics', 'track', 'mount', 'unmount', 'scan', 'on'] });
  });

  test('mounts a placeholder added later and unmounts it on removal, leaving nothing behind', { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({ body: '<div id="app"></div>' });
    await page.waitForFunction(() => !Array.isArray((window as unknown as { katkin: unknown }).katkin));
    await page.evaluate(() => {
      document.getElementById('app')!.innerHTML = '<section><div id="late" data-katkin-widget="batch-lookup"></div></section>';
    });
    const late = page.locator('#late');
    await expect(late).toHaveAttribute('data-katkin-state', 'ready');
    await expect(late.getByRole('textbox', { name: 'Batch number' })).toBeVisible();
    const removed = await late.evaluateHandle((element) => {
      element.closest('section')!.remove();
      return element;
    });
    await settled(page);
    const kept = await removed.evaluate((element) => ({ state: element.getAttribute('data-katkin-state'), shadowChildren: element.shadowRoot!.childElementCount }));
    expect(kept).toEqual({ state: null, shadowChildren: 0 });
  });

  test('mounting twice is a no-op, and a second loader on the page changes nothing', { tag: '@framework' }, async ({ hostPage, origins, flavour }) => {
    const page = await hostPage({ body: batch });
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    await page.evaluate(({ dist, api, flavour }) => {
      const k = (window as unknown as { katkin: { mount(e: Element): void; firstLoader?: boolean } }).katkin;
      k.firstLoader = true;
      k.mount(document.getElementById('batch')!);
      const again = document.createElement('script');
      again.src = `${dist}/loader.js?again`;
      again.dataset.apiBase = api;
      again.dataset.build = flavour;
      document.head.append(again);
      return new Promise((resolve) => (again.onload = resolve));
    }, { dist: origins.dist, api: origins.api, flavour });
    expect(await page.evaluate(() => (window as unknown as { katkin: { firstLoader?: boolean } }).katkin.firstLoader)).toBe(true);
    expect(await page.locator('#batch').evaluate((el) => el.shadowRoot!.querySelectorAll('.katkin-root').length)).toBe(1);
  });

  test('an unknown widget and invalid options fail on their own placeholder only', async ({ events, hostPage }) => {
    const page = await hostPage({
      body: `<div id="unknown" data-katkin-widget="batch-lookpu"></div>
        <div id="invalid" data-katkin-widget="batch-lookup"><script type="application/json">{"x":1}</script></div>
        ${batch}`,
    });
    await expect(page.locator('#unknown')).toHaveAttribute('data-katkin-state', 'error');
    await expect(page.locator('#invalid')).toHaveAttribute('data-katkin-state', 'error');
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    const errors = await events.katkinErrors();
    expect(errors).toContainEqual(expect.objectContaining({ widget: 'batch-lookpu', code: 'unknown-widget', message: expect.stringContaining('unknown widget "batch-lookpu" (known widgets:') }));
    expect(errors).toContainEqual({ widget: 'batch-lookup', code: 'invalid-options', message: 'batch-lookup: takes no JSON content: remove the child <script type="application/json">' });
    await page.locator('#batch').getByRole('textbox').fill('12345');
    await page.keyboard.press('Enter');
    await expect(page.locator('#batch').getByRole('status')).toContainText('Batch NoBN12345');
  });

  test('a remote that fails to load ends in the error state beside a working widget, host page untouched', { tag: '@framework' }, async ({ events, hostPage, page, flavour }) => {
    // Both builds of the remote (module and classic) fail.
    await page.route(`**/${flavour}/partner*/remoteEntry.*`, (route) => route.abort());
    await hostPage({ body: `${batch}<button id="host">Host button</button>` });
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'error');
    await addFeeding(page);
    const feeding = page.locator('#feeding');
    await expect(feeding).toHaveAttribute('data-katkin-state', 'ready');
    await feeding.getByRole('button', { name: 'See feeding guidelines' }).click();
    await expect(feeding.getByRole('button', { name: 'Calculate' })).toBeVisible();
    await page.evaluate(() => document.getElementById('host')!.addEventListener('click', () => (document.title = 'clicked')));
    await page.locator('#host').click();
    await expect(page).toHaveTitle('clicked');
    expect(events.pageErrors).toEqual([]);
  });

  test('a remote that throws while evaluating is that widget\'s load-failed, not an error on the host page', async ({ events, hostPage, page, flavour }) => {
    await page.route(`**/${flavour}/partner/remoteEntry.*`, (route) =>
      route.fulfill({ contentType: 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' }, body: 'this is not javascript(' }),
    );
    await hostPage({ body: batch });
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'error');
    await addFeeding(page);
    await expect(page.locator('#feeding')).toHaveAttribute('data-katkin-state', 'ready');
    const errors = await events.katkinErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'load-failed', message: expect.stringMatching(/^batch-lookup: could not load \(/) });
    expect(events.pageErrors).toEqual([]);
  });

  test('the batch lookup beside a site widget, the site remote down: it comes from its own remote and works', { tag: '@framework' }, async ({ events, hostPage, page, flavour, origins }) => {
    const fetched = requestedPaths(page, origins.dist);
    // Both builds of the site remote (module and classic) fail.
    await page.route(`**/${flavour}/site*/remoteEntry.*`, (route) => route.abort());
    await hostPage({ body: `${batch}<div id="feeding" data-katkin-widget="feeding-guidelines"></div>` });
    await expect(page.locator('#feeding')).toHaveAttribute('data-katkin-state', 'error');
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    await page.locator('#batch').getByRole('textbox').fill('12345');
    await page.keyboard.press('Enter');
    await expect(page.locator('#batch').getByRole('status')).toContainText('Batch NoBN12345');
    expect(fetched.some((file) => file.startsWith(`/${flavour}/partner/remoteEntry.`))).toBe(true);
    expect((await events.katkinErrors()).map((error) => `${error.widget} ${error.code}`)).toEqual(['feeding-guidelines load-failed']);
    expect(events.pageErrors).toEqual([]);
  });

  test("a remote that never answers does not hold up the host page's load event", async ({ hostPage, page, flavour }) => {
    await page.route(`**/${flavour}/partner/remoteEntry.*`, () => {
      // Never answered: the request hangs.
    });
    // hostPage waits for the load event: it returns while the widget is still loading.
    await hostPage({ body: batch });
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'loading');
  });

  test('a dist/ host without CORS headers still works: the classic build is loaded instead', { tag: '@framework' }, async ({ events, hostPage, page, flavour, origins }) => {
    const fetched = requestedPaths(page, origins.dist);
    await page.route(`**/${flavour}/**`, withoutCors);
    await hostPage({ body: batch });
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    await page.locator('#batch').getByRole('textbox').fill('12345');
    await page.keyboard.press('Enter');
    await expect(page.locator('#batch').getByRole('status')).toContainText('Batch NoBN12345');
    expect(fetched.filter((file) => file.includes('/partner.classic/remoteEntry.'))).toHaveLength(1);
    expect(events.pageErrors).toEqual([]);
  });

  test('a page without widgets fetches loader.js alone; the first widget fetches the MF runtime chunk and its remote entry at once', async ({ hostPage, page, origins }) => {
    const fetched: string[] = [];
    page.on('request', (request) => request.url().startsWith(origins.dist) && fetched.push(new URL(request.url()).pathname.slice(1)));
    // The runtime chunk is held back until the remote's entry has been asked for: both start together.
    const release = await holdBack(page, '**/loader-mf-runtime.*.js');
    await hostPage({ body: '<p>No widgets here.</p>' });
    await page.waitForFunction(() => !Array.isArray((window as unknown as { katkin: unknown }).katkin));
    const mfGlobals = () => page.evaluate(() => ['__FEDERATION__', '_FEDERATION_RUNTIME_CORE'].filter((name) => name in window));
    expect(await mfGlobals()).toEqual([]);
    expect(fetched).toEqual(['loader.js']);
    const entryAsked = page.waitForRequest(/\/preact\/partner\/remoteEntry\.[0-9a-f]+\.js$/);
    const runtimeAsked = page.waitForRequest(/\/loader-mf-runtime\.[0-9a-f]+\.js$/);
    // What the loader adds to <head>, in order (the requests' events may come in another order).
    await page.evaluate(() => {
      const added: string[] = ((window as unknown as { added: string[] }).added = []);
      new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => added.push((node as HTMLScriptElement).src || (node as HTMLLinkElement).href)))).observe(document.head, { childList: true });
    });
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="batch" data-katkin-widget="batch-lookup"></div>'));
    // The entry is asked for while the runtime chunk is still held: neither waits for the other.
    await Promise.all([entryAsked, runtimeAsked]);
    expect(fetched.filter((file) => file.startsWith('loader-mf-runtime.'))).toHaveLength(1);
    // The runtime chunk's script added first: a script added behind the preloads, the browser holds
    // back (measured: the marketing page 20% slower under 4x CPU and slow 4G).
    const added = await page.evaluate(() => (window as unknown as { added: string[] }).added);
    expect(added.findIndex((url) => /\/loader-mf-runtime\.[0-9a-f]+\.js$/.test(url))).toBe(0);
    expect(added.some((url) => /\/preact\/partner\/remoteEntry\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    release();
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    // The remotes share the scope object the loader hands them: no Module Federation global on the host's window.
    expect(await mfGlobals()).toEqual([]);
    // The entry's preload is gone once it has loaded; its module stays in the page's module map.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  });

  test("a host that runs Module Federation itself keeps its globals, and the widgets work beside it", async ({ events, hostPage }) => {
    const host = { __FEDERATION__: { __INSTANCES__: ['the host app'] }, _FEDERATION_RUNTIME_CORE: { ModuleFederation: 'the host runtime' } };
    const page = await hostPage({
      body: `${batch}<div id="feeding" data-katkin-widget="feeding-guidelines"></div>`,
      before: `Object.assign(window, ${JSON.stringify(host)});`,
    });
    await expect(page.locator('#batch')).toHaveAttribute('data-katkin-state', 'ready');
    await expect(page.locator('#feeding')).toHaveAttribute('data-katkin-state', 'ready');
    expect(await page.evaluate(() => ({ __FEDERATION__: (window as never)['__FEDERATION__'], _FEDERATION_RUNTIME_CORE: (window as never)['_FEDERATION_RUNTIME_CORE'] }))).toEqual(host);
    expect(events.pageErrors).toEqual([]);
  });
});

