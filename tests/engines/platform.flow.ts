// What the loader and the shared UI rely on from the engine: lazy mounting by IntersectionObserver,
// theming through custom properties and ::part across the shadow root, the React build, and the
// browser floor (loader/browser-support.ts) when a page script has removed a need.
import { block } from '../e2e/block-page.ts';
import type { EngineDriver } from './driver.ts';
import { flow, expect } from './fixtures.ts';
import { allReady, searchBatch } from './flow-helpers.ts';

/** The files the page has fetched from dist/ (Resource Timing lists cross-origin names too). */
const distFiles = async (engine: EngineDriver, dist: string) =>
  (await engine.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).filter((name) => name.startsWith(dist));

flow('lazy mounting: a placeholder far below the fold loads nothing until scrolled near, then mounts', async ({ hostPage, engine, origins }) => {
  await hostPage({ body: `<div style="height: 400vh">Host content</div><div id="lazy" data-katkin-widget="batch-lookup" data-loading="lazy" style="min-height: 13rem"></div>` });
  await engine.waitFor(() => !Array.isArray((window as unknown as { katkin: unknown }).katkin), undefined, { message: 'the loader started' });
  // Two frames for the observer's first report.
  await engine.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await engine.evaluate(() => document.getElementById('lazy')!.getAttribute('data-katkin-state'))).toBe('loading');
  const before = await distFiles(engine, origins.dist);
  expect(before.map((name) => new URL(name).pathname)).toEqual(['/loader.js']);
  await engine.press('End');
  await engine.waitFor(() => document.getElementById('lazy')!.getAttribute('data-katkin-state') === 'ready', undefined, { message: 'the lazy widget ready' });
  const after = await distFiles(engine, origins.dist);
  // Its remote is one file (scripts/one-file-remote.ts): the widget's code is in the entry.
  expect(after.some((name) => name.includes('/partner/remoteEntry.'))).toBe(true);
});

flow("every file a widget needs is fetched ahead by the loader's links, each once", async ({ hostPage, engine, origins }) => {
  flow.skip(engine.engine === 'chromium', 'Chromium gives a modulepreload the initiator "script"; tests/e2e/parallel-fetch.spec.ts proves it there by holding the entry back');
  await hostPage({ body: '<div id="w" data-katkin-widget="feeding-guidelines"></div>' });
  await engine.waitFor(() => document.getElementById('w')!.getAttribute('data-katkin-state') === 'ready', undefined, { message: 'the widget ready' });
  // Resource Timing says who asked for each file: the loader's modulepreload links ("link"), or the
  // remote's entry once it had run ("script" or "other").
  const remoteFiles = (await engine.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, (e as PerformanceResourceTiming).initiatorType])))
    .filter(([name]) => name!.startsWith(`${origins.dist}/preact/site/`))
    .map(([name, initiator]) => `${new URL(name!).pathname} ${initiator}`);
  expect(remoteFiles.some((file) => file.includes('/widget_feeding-guidelines.'))).toBe(true);
  expect(remoteFiles.filter((file) => !file.endsWith(' link'))).toEqual([]);
  expect(new Set(remoteFiles.map((file) => file.split(' ')[0])).size).toBe(remoteFiles.length);
});

flow('theming: custom properties and ::part reach inside the shadow root', async ({ hostPage, engine, checks }) => {
  await hostPage({
    body: `<style>
        .partner { --katkin-color-primary: #5b2a86; --katkin-color-primary-contrast: #fffbea; --katkin-radius: 12px; --katkin-font-family: Georgia, serif; }
        [data-katkin-widget]::part(input) { letter-spacing: 2px; }
        [data-katkin-widget]::part(title) { font-style: italic; }
      </style>
      <div class="partner"><div data-katkin-widget="batch-lookup"></div>${block('condensed-list', { title: 'What goes in', items: ['Chicken', 'Liver', 'Heart'], visible: 1 })}</div>`,
  });
  await allReady(engine);
  const styles = await engine.evaluate((_, dom) => {
    const css = (el: Element | null, property: string) => (el ? getComputedStyle(el).getPropertyValue(property) : null);
    const button = dom.q('button', 'Show all 3');
    return {
      background: css(button, 'background-color'),
      color: css(button, 'color'),
      radius: css(button, 'border-top-left-radius'),
      font: css(button, 'font-family'),
      input: css(dom.q('input'), 'letter-spacing'),
      title: css(dom.q('h2, h3', 'What goes in'), 'font-style'),
    };
  });
  expect(styles).toEqual({
    background: 'rgb(91, 42, 134)',
    color: 'rgb(255, 251, 234)',
    radius: '12px',
    font: 'Georgia, serif',
    input: '2px',
    title: 'italic',
  });
  expect(await checks.problems()).toEqual([]);
});

flow.describe('the React build', () => {
  flow.use({ flavour: 'react' });
  flow('a page with data-build="react" mounts the React remotes and searches a batch', async ({ hostPage, engine, checks, origins }) => {
    await hostPage({ body: '<div data-katkin-widget="batch-lookup"></div>' });
    await searchBatch(engine);
    const files = await distFiles(engine, origins.dist);
    expect(files.some((name) => new URL(name).pathname.startsWith('/react/'))).toBe(true);
    expect(files.some((name) => new URL(name).pathname.startsWith('/preact/'))).toBe(false);
    expect(await checks.problems()).toEqual([]);
  });
});

flow('an older browser (adoptedStyleSheets removed by a page script) keeps the page as written and gets one message', async ({ hostPage, engine }) => {
  const placeholder = '<div data-katkin-widget="batch-lookup"><p>Check your batch at katkin.com/batch</p></div>';
  await hostPage({
    body: `<p id="host">Host content</p>${placeholder}`,
    before: `delete ShadowRoot.prototype.adoptedStyleSheets; delete Document.prototype.adoptedStyleSheets;`,
  });
  await engine.waitFor(() => (window as unknown as { __engineRecord: { console: unknown[] } }).__engineRecord.console.length > 0, undefined, {
    message: 'the loader to say what is missing',
  });
  // The loader has run (its message is out): everything is still as the host wrote it.
  const page = await engine.evaluate(() => {
    const el = document.querySelector('[data-katkin-widget]')!;
    return { html: el.outerHTML, shadow: el.shadowRoot !== null, host: document.getElementById('host')!.textContent, queue: Array.isArray((window as unknown as { katkin?: unknown }).katkin ?? []) };
  });
  expect(page).toEqual({ html: placeholder, shadow: false, host: 'Host content', queue: true });
  expect(await engine.consoleMessages()).toEqual([
    {
      type: 'warn',
      text: 'katkin: loader: this browser lacks adoptedStyleSheets on shadow roots; the widgets stay as the page wrote them',
    },
  ]);
  expect(await engine.pageErrors()).toEqual([]);
});
