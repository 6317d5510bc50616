// Issue 21, the chain in parallel: the loader starts fetching every file a widget needs (its
// remote's entry, its own and shared chunks, the framework) at once, instead of waiting for the
// entry to run and ask for the rest. Each test loads the page once to see which files the widget
// needs, then again with the remote's entry held back: every other file must be asked for while
// the entry is still on its way, and nothing may be fetched twice or in vain.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { requestedPaths } from './page-checks.ts';
import { block } from './block-page.ts';
import { holdBack, withoutCors } from './remote-faults.ts';

const cases = [
  { what: 'the feeding guidelines, which load shared chunks (site remote)', widget: 'feeding-guidelines', entry: /\/site\/remoteEntry\.[0-9a-f]+\.js$/, cors: true },
  { what: 'the feeding guidelines from a dist/ without CORS headers (classic build)', widget: 'feeding-guidelines', entry: /\/site\.classic\/remoteEntry\.[0-9a-f]+\.js$/, cors: false },
];

for (const { what, widget, entry, cors } of cases) {
  test(`${what}: every file it needs is asked for before its remote's entry has arrived`, { tag: '@framework' }, async ({ hostPage, page, origins, flavour }) => {
    // Any route turns the HTTP cache off, so that the second load fetches everything again.
    await page.route(`**/${flavour}/**`, cors ? (route) => route.fallback() : withoutCors);
    const fetched = requestedPaths(page, origins.dist);
    const body = `<div id="w" data-katkin-widget="${widget}"></div>`;
    await hostPage({ body });
    await expect(page.locator('#w')).toHaveAttribute('data-katkin-state', 'ready');
    // Without CORS the module build's files are asked for and refused (the entry maybe twice, by
    // its preload and by import()); only the classic build's count there.
    const counted = () => fetched.filter((file) => cors || !/^\/(preact|react)\/[^/.]+\//.test(file));
    const needed = counted();
    expect(needed.filter((file) => entry.test(file))).toHaveLength(1);
    expect(needed.some((file) => file.includes(`/widget_${widget}.`))).toBe(true);
    // Each file once: what was fetched ahead is what the remote then uses.
    expect(new Set(needed).size).toBe(needed.length);

    fetched.length = 0;
    const release = await holdBack(page, entry);
    await hostPage({ body });
    const chunks = needed.filter((file) => file.startsWith(`/${flavour}/`) && !entry.test(file));
    await expect.poll(counted).toEqual(expect.arrayContaining(chunks));
    await expect(page.locator('#w')).toHaveAttribute('data-katkin-state', 'loading');
    release();
    await expect(page.locator('#w')).toHaveAttribute('data-katkin-state', 'ready');
    expect(counted().sort()).toEqual([...needed].sort());
    // The links that fetched ahead are gone once the widget has its code.
    expect(await page.locator('link[rel="modulepreload"], link[rel="preload"]').count()).toBe(0);
  });
}

// Once a remote has fallen back to its classic build, the next widget from it fetches ahead its
// classic chunks (the mf-runtime part does, loader/remote-containers.ts), and none of its module
// build's files: loader.js knows that remote is classic.
test('a second widget of a remote that fell back to its classic build fetches its classic chunks ahead and no module file', { tag: '@framework' }, async ({ hostPage, page, origins, flavour }) => {
  await page.route(`**/${flavour}/**`, withoutCors);
  const fetched = requestedPaths(page, origins.dist);
  await hostPage({ body: feeding });
  await expect(page.locator('#b')).toHaveAttribute('data-katkin-state', 'ready');
  fetched.length = 0;
  const release = await holdBack(page, new RegExp(`/${flavour}/site\\.classic/widget_condensed-list\\.`));
  const list = block('condensed-list', { title: 'What goes in', items: ['Chicken', 'Liver'], visible: 1 }, { id: 'c' });
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), list);
  // Asked for by its preload while the widget is still loading (its chunk is held back).
  await expect.poll(() => fetched).toEqual([expect.stringMatching(new RegExp(`^/${flavour}/site\\.classic/widget_condensed-list\\.[0-9a-f]+\\.js$`))]);
  await expect(page.locator('#c')).toHaveAttribute('data-katkin-state', 'loading');
  // By a preload link (the chunk the feeding guidelines loaded already is linked too, and comes from the cache).
  expect(await page.locator(`link[rel="preload"][as="script"][href*="/${flavour}/site.classic/widget_condensed-list."]`).count()).toBe(1);
  release();
  await expect(page.locator('#c')).toHaveAttribute('data-katkin-state', 'ready');
  expect(fetched).toHaveLength(1);
  expect(await page.locator('link[rel="modulepreload"], link[rel="preload"]').count()).toBe(0);
});

// The batch lookup alone (a partner site): its remote is one file (scripts/one-file-remote.ts),
// the widget and the framework in the entry, asked for beside the loader's MF part.
for (const [format, entry, cors] of [['module', /^\/(preact|react)\/partner\/remoteEntry\.[0-9a-f]+\.js$/, true], ['classic', /^\/(preact|react)\/partner\.classic\/remoteEntry\.[0-9a-f]+\.js$/, false]] as const) {
  test(`the batch lookup alone fetches loader.js, the MF part and its remote's entry (${format} build), each once, and nothing else`, { tag: '@framework' }, async ({ hostPage, page, origins, flavour }) => {
    if (!cors) await page.route(`**/${flavour}/**`, withoutCors);
    const fetched = requestedPaths(page, origins.dist);
    await hostPage({ body: batch });
    await expect(page.locator('#a')).toHaveAttribute('data-katkin-state', 'ready');
    // Without CORS the module build's entry is asked for and refused first; only the classic build's files count there.
    const counted = fetched.filter((file) => cors || !/^\/(preact|react)\/partner\//.test(file));
    expect(counted.filter((file) => !file.startsWith('/loader'))).toEqual([expect.stringMatching(entry)]);
    expect(counted.filter((file) => file.startsWith('/loader')).sort()).toEqual([expect.stringMatching(/^\/loader-mf-runtime\.[0-9a-f]+\.js$/), '/loader.js']);
  });
}

test('a lazy widget fetches nothing of its own until it comes near the screen, then all of it at once', async ({ hostPage, page, origins }) => {
  await page.route('**/preact/**', (route) => route.fallback());
  const fetched = requestedPaths(page, origins.dist);
  const body = '<div style="height: 5000px"></div><div id="w" data-katkin-widget="feeding-guidelines" data-loading="lazy"></div>';
  await hostPage({ body });
  await expect(page.locator('#w')).toHaveAttribute('data-katkin-state', 'loading');
  expect(fetched.filter((file) => file.startsWith('/preact/'))).toEqual([]);
  const release = await holdBack(page, /\/site\/remoteEntry\.[0-9a-f]+\.js$/);
  await page.locator('#w').scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.some((file) => file.includes('/widget_feeding-guidelines.'))).toBe(true);
  const whileHeld = fetched.filter((file) => file.startsWith('/preact/site/') && !file.includes('remoteEntry'));
  release();
  await expect(page.locator('#w')).toHaveAttribute('data-katkin-state', 'ready');
  expect(fetched.filter((file) => file.startsWith('/preact/site/') && !file.includes('remoteEntry')).sort()).toEqual(whileHeld.sort());
});

// The framework's files are the remote's files that do not carry its entry's hash.
function frameworkFiles(fetched: string[], flavour: string): string[] {
  const entryHash = (remote: string) => fetched.find((file) => file.startsWith(`/${flavour}/${remote}/remoteEntry.`))!.split('.')[1];
  return fetched.filter((file) => {
    const [, remote, hash] = new RegExp(`^/${flavour}/(partner|site)/[^/.]+\\.([0-9a-f]{10})\\.js$`).exec(file) ?? [];
    return remote !== undefined && !file.includes('remoteEntry') && hash !== entryHash(remote);
  });
}

const feeding = '<div id="b" data-katkin-widget="feeding-guidelines"></div>';
const batch = '<div id="a" data-katkin-widget="batch-lookup"></div>';
// Spaces around a name: the placeholder still names the feeding guidelines, for the remote's choice too.
const feedingSpaced = '<div id="b" data-katkin-widget=" feeding-guidelines "></div>';
const addFeeding = (page: Page) => page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), feeding);
const remoteEntries = (fetched: string[]) => fetched.filter((file) => file.includes('/remoteEntry.')).map((file) => file.split('/')[2]).sort();

for (const [order, body] of [['first', batch + feedingSpaced], ['second', feeding + batch]] as const) {
  test(`the batch lookup ${order} beside a widget of the site remote comes from the site remote: one entry, one framework, no file twice`, { tag: '@framework' }, async ({ hostPage, page, origins, flavour }) => {
    const fetched = requestedPaths(page, origins.dist);
    await hostPage({ body });
    await expect(page.locator('#a')).toHaveAttribute('data-katkin-state', 'ready');
    await expect(page.locator('#b')).toHaveAttribute('data-katkin-state', 'ready');
    expect(remoteEntries(fetched)).toEqual(['site']);
    expect(fetched.some((file) => file.startsWith(`/${flavour}/site/widget_batch-lookup.`))).toBe(true);
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(frameworkFiles(fetched, flavour).length).toBeGreaterThan(0);
  });
}

// Two remotes on one page: the batch lookup alone at first (its own remote, one file), then a
// single-page host adds a widget of the site remote. The site remote's widget uses the framework
// in the partner remote's entry: the site remote's framework files, the page's only other copy,
// are never fetched.
test('widgets of two remotes on one page, the partner remote\'s first: the site remote uses the framework in its entry, and no file is fetched twice', { tag: '@framework' }, async ({ hostPage, page, origins, flavour }) => {
  const fetched = requestedPaths(page, origins.dist);
  await hostPage({ body: batch });
  await expect(page.locator('#a')).toHaveAttribute('data-katkin-state', 'ready');
  await addFeeding(page);
  await expect(page.locator('#b')).toHaveAttribute('data-katkin-state', 'ready');
  expect(remoteEntries(fetched)).toEqual(['partner', 'site']);
  expect(new Set(fetched).size).toBe(fetched.length);
  expect(fetched.some((file) => file.startsWith(`/${flavour}/site/widget_feeding-guidelines.`))).toBe(true);
  expect(frameworkFiles(fetched, flavour)).toEqual([]);
});

test('the partner remote, asked for first, gives the page its framework even when the site remote\'s entry arrives before its own', { tag: '@framework' }, async ({ hostPage, page, origins, flavour }) => {
  const fetched = requestedPaths(page, origins.dist);
  // The partner remote's entry is held until the site remote's entry has arrived.
  const release = await holdBack(page, /\/partner\/remoteEntry\.[0-9a-f]+\.js$/);
  const siteEntry = page.waitForResponse(/\/site\/remoteEntry\.[0-9a-f]+\.js$/);
  await hostPage({ body: batch });
  await addFeeding(page);
  await (await siteEntry).finished();
  await expect(page.locator('#b')).toHaveAttribute('data-katkin-state', 'loading');
  release();
  await expect(page.locator('#a')).toHaveAttribute('data-katkin-state', 'ready');
  await expect(page.locator('#b')).toHaveAttribute('data-katkin-state', 'ready');
  expect(new Set(fetched).size).toBe(fetched.length);
  expect(frameworkFiles(fetched, flavour)).toEqual([]);
});
