// npm run bench: what it costs a host page to show widgets, in each build, on a cold cache.
// Prints the files fetched from dist/ with their brotli size, the request count, the time
// from navigation to katkin:ready (median of RUNS), the same under Lighthouse's mobile
// throttling with our scripts' main-thread time, and the layout shift, for the partner page
// (batch lookup only) and for a page with every widget's demo. BENCH_BEFORE=<dist dir of an
// older build> measures that one too, in the same run, and prints the ratios. The partner page
// is also measured against its floor (scripts/bench-floor.ts: the batch lookup bundled alone
// with preact/compat, no platform), their runs alternating, and the ratios printed.
// BENCH_PAGES=partner measures only the pages whose name holds it.
import { chromium, type Browser } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFloor } from './bench-floor.ts';
import { startOrigins, widgetDemos, type Origins } from '../shell/origins.ts';
import { scriptTimeMs, startTrace, throttle } from './bench-throttle.ts';
import { chromiumArgs, chromiumExecutable } from './chromium-launch.ts';
import { distDir, requireBuildOrExit } from './dist-dir.ts';
import { fileSize, kb } from './file-sizes.ts';
import type { RegisteredWidget } from '../widgets/registry.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const THROTTLED_RUNS = Number(process.env.BENCH_THROTTLED_RUNS ?? 5);
const beforeDir = process.env.BENCH_BEFORE && path.resolve(process.env.BENCH_BEFORE);
const onlyPages = process.env.BENCH_PAGES;
const root = path.resolve(import.meta.dirname, '..');

interface Run {
  readyMs: number;
  files: string[];
  cls: number;
  /** Main-thread time of the scripts from dist/ (throttled runs only). */
  scriptMs: number;
}

async function measure(browser: Browser, origins: Origins, { path: pagePath, idle, defaultBuildOnly }: BenchPage, build: string, throttled: boolean): Promise<Run> {
  const context = await browser.newContext(); // fresh context = cold cache
  const page = await context.newPage();
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(origins.dist)) files.push(new URL(request.url()).pathname.slice(1));
  });
  const cdp = throttled ? await throttle(page) : await context.newCDPSession(page);
  // The page reports its ready time itself, through a DevTools binding: a Playwright evaluate or
  // wait would first inject Playwright's own script into the page, main-thread work (about 70 ms
  // at 4x CPU) that lands among the widget's own once the load event has fired.
  const ready = new Promise<number>((resolve) => cdp.on('Runtime.bindingCalled', ({ name, payload }) => name === READY_BINDING && resolve(Number(payload))));
  await cdp.send('Runtime.enable'); // a binding is only installed, and reported, with the domain on
  await cdp.send('Runtime.addBinding', { name: READY_BINDING });
  // A string, not a function: tsx would wrap a function's source with helpers the page lacks.
  await page.addInitScript(PAGE_PROBE);
  const stopTrace = throttled ? await startTrace(cdp) : undefined;
  await page.goto(`${origins.host}${defaultBuildOnly ? pagePath : pagePath.replace(/^\/bench\//, `/bench/${build}/`)}`);
  const readyMs = await ready;
  // A page with lazy placeholders: everything it fetches before the visitor scrolls.
  if (idle) await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // let late shifts land
  const cls = (await page.evaluate('window.__cls')) as number;
  const scriptMs = stopTrace ? scriptTimeMs(await stopTrace(), origins.dist) : 0;
  await context.close();
  return { readyMs, files, cls, scriptMs };
}

const READY_BINDING = '__katkinBenchReady';

/**
 * Sums layout shifts and reports the time every placeholder has settled (ready or error), lazy
 * ones aside: they wait for the visitor (a page with none waits for all). It watches the state
 * attribute rather than polling, so that it runs only when a placeholder's state changes.
 */
const PAGE_PROBE = `(() => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const eager = '[data-katkin-widget]:not([data-loading="lazy"])';
  const settled = eager + ':is([data-katkin-state="ready"], [data-katkin-state="error"])';
  const observer = new MutationObserver(() => {
    const all = document.querySelectorAll(eager).length;
    if (all === 0 || document.querySelectorAll(settled).length !== all) return;
    observer.disconnect();
    window.${READY_BINDING}(String(performance.now()));
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-katkin-state'] });
})();`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface BenchPage {
  name: string;
  path: string;
  /** Its loader tag names no build: measured in the default one only. */
  defaultBuildOnly?: boolean;
  /** Wait for the network to go quiet before counting files (lazy placeholders). */
  idle?: boolean;
}

const PARTNER_PAGE: BenchPage = { name: 'partner page (batch lookup)', path: '/bench/partner.html' };
/** The partner page with `script` for the loader. */
const partnerPage = (script: string) => `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/examples/example.css">${script}</head>
<body><main><h1>Partner</h1><div data-katkin-widget="batch-lookup" class="reserve-batch-lookup"></div></main></body></html>`;

const PAGES: BenchPage[] = [
  PARTNER_PAGE,
  { name: 'every widget but the blocks', path: '/bench/widgets.html' },
  { name: 'marketing page (blocks, feeding guidelines, price comparison, batch lookup)', path: '/bench/marketing.html' },
  // What data-loading="lazy" saves: the example home page as it is (five placeholders below the
  // fold lazy), before any scrolling, against the same page with every placeholder eager.
  { name: 'marketing example, below the fold lazy (before scrolling)', path: '/examples/marketing.html', defaultBuildOnly: true, idle: true },
  { name: 'marketing example, every placeholder eager', path: '/bench/marketing-eager.html', defaultBuildOnly: true, idle: true },
];
const onMarketingPage = ({ name, kind }: RegisteredWidget) => kind === 'block' || ['feeding-guidelines', 'price-comparison', 'batch-lookup'].includes(name);

interface Figures {
  brotli: number;
  requests: number;
  readyMs: number;
  throttledReadyMs: number;
  scriptMs: number;
}

interface Dist {
  label: string;
  dir: string;
  /** The floor: only the partner page, in the default build, with floor.js for the loader. */
  floor?: boolean;
}

interface Subject extends Dist {
  origins: Origins;
  runs: Run[];
  throttled: Run[];
}

/** Summarises and prints one dist/'s runs of one page and build. */
function report(subject: Subject, page: string, build: string): Figures {
  const files = [...new Set(subject.runs[0]!.files)];
  const sizes = files.map((file) => ({ file, ...fileSize(path.join(subject.dir, file)) }));
  const figures: Figures = {
    brotli: sizes.reduce((sum, s) => sum + s.brotli, 0),
    requests: files.length,
    readyMs: median(subject.runs.map((r) => r.readyMs)),
    throttledReadyMs: median(subject.throttled.map((r) => r.readyMs)),
    scriptMs: median(subject.throttled.map((r) => r.scriptMs)),
  };
  console.info(`\n${subject.label}: ${page}, ${build} build`);
  for (const s of sizes.sort((a, b) => b.brotli - a.brotli)) console.info(`  ${kb(s.brotli).padStart(9)}  ${s.file}`);
  console.info(`  total ${kb(figures.brotli)} brotli in ${files.length} requests to dist/`);
  console.info(`  navigation -> ready: median ${figures.readyMs.toFixed(0)} ms over ${RUNS} cold runs`);
  console.info(`  under 4x CPU and slow 4G: ready ${figures.throttledReadyMs.toFixed(0)} ms, our scripts' main-thread time ${figures.scriptMs.toFixed(0)} ms (median of ${THROTTLED_RUNS})`);
  console.info(`  cumulative layout shift: ${Math.max(...subject.runs.map((r) => r.cls)).toFixed(3)} (worst run)`);
  return figures;
}

/**
 * Measures each dist/ on every page and build. With two, their runs alternate, so a machine
 * that gets busier or quieter during the bench weighs on both alike and the ratios stay fair.
 */
async function benchDists(browser: Browser, dists: Dist[]): Promise<Map<string, Figures>[]> {
  const subjects: Subject[] = [];
  for (const dist of dists) {
    const origins = await startOrigins({ root, distDir: dist.dir });
    if (dist.floor) origins.pages.set('/bench/preact/partner.html', { html: partnerPage(`<script async src="${origins.dist}/floor.js" data-api-base="${origins.api}"></script>`) });
    else addBenchPages(origins);
    subjects.push({ ...dist, origins, runs: [], throttled: [] });
  }
  const results = subjects.map(() => new Map<string, Figures>());
  try {
    for (const benchPage of PAGES.filter(({ name }) => !onlyPages || name.includes(onlyPages))) {
      const page = benchPage.name;
      for (const build of benchPage.defaultBuildOnly ? ['preact'] : ['preact', 'react']) {
        const measured = subjects.filter((subject) => !subject.floor || (benchPage === PARTNER_PAGE && build === 'preact'));
        for (const subject of measured) {
          subject.runs = [];
          subject.throttled = [];
          await measure(browser, subject.origins, benchPage, build, false); // warm the servers and the JIT, not the browser cache
        }
        for (let i = 0; i < RUNS; i++) for (const subject of measured) subject.runs.push(await measure(browser, subject.origins, benchPage, build, false));
        for (let i = 0; i < THROTTLED_RUNS; i++) for (const subject of measured) subject.throttled.push(await measure(browser, subject.origins, benchPage, build, true));
        for (const subject of measured) results[subjects.indexOf(subject)]!.set(`${page}, ${build}`, report(subject, page, build));
      }
    }
  } finally {
    await Promise.all(subjects.map((subject) => subject.origins.close()));
  }
  return results;
}

function addBenchPages(origins: Origins): void {
  // The bench pages: the example partner page, every widget's demo, and the marketing blocks'
  // demos with the widgets of a marketing page, each with the one loader tag of the contract
  // (async, like the floor's), under /bench/<build>/.
  for (const build of ['preact', 'react']) {
    const tag = `<script async src="${origins.dist}/loader.js" data-api-base="${origins.api}" data-site-base="${origins.host}" data-build="${build}"></script>`;
    const page = (body: string) => `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/examples/example.css">${tag}</head>
<body><main>${body}</main></body></html>`;
    origins.pages.set(`/bench/${build}/widgets.html`, { html: page(widgetDemos(root, ({ kind }) => kind !== 'block')) });
    origins.pages.set(`/bench/${build}/marketing.html`, { html: page(widgetDemos(root, onMarketingPage)) });
    origins.pages.set(`/bench/${build}/partner.html`, { html: partnerPage(tag) });
  }
  const example = readFileSync(path.join(root, 'examples/marketing.html'), 'utf8')
    .replaceAll('{{DIST}}', origins.dist)
    .replaceAll('{{API}}', origins.api)
    .replaceAll('{{HOST}}', origins.host);
  origins.pages.set('/bench/marketing-eager.html', { html: example.replaceAll(' data-loading="lazy"', '') });
}

const ratio = (a: number, b: number) => (b / a).toFixed(2);

/** The partner page against its floor: how many times the floor it costs, in bytes and in time. */
function printFloorRatios(floor: Figures, partner: Figures): void {
  console.info('\nthe partner page (default build) against its floor (ratio)');
  console.info(`  JS brotli ${kb(floor.brotli)} -> ${kb(partner.brotli)} (x${ratio(floor.brotli, partner.brotli)}), requests ${floor.requests} -> ${partner.requests}`);
  console.info(`  navigation -> ready ${floor.readyMs.toFixed(0)} -> ${partner.readyMs.toFixed(0)} ms (x${ratio(floor.readyMs, partner.readyMs)})`);
  console.info(`  4x CPU + slow 4G: ready ${floor.throttledReadyMs.toFixed(0)} -> ${partner.throttledReadyMs.toFixed(0)} ms (x${ratio(floor.throttledReadyMs, partner.throttledReadyMs)}), script main-thread ${floor.scriptMs.toFixed(0)} -> ${partner.scriptMs.toFixed(0)} ms`);
}

async function main() {
  requireBuildOrExit('npm run bench');
  const floorDir = mkdtempSync(path.join(tmpdir(), 'katkin-floor-'));
  await buildFloor(root, floorDir);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const floor: Dist = { label: 'floor', dir: floorDir, floor: true };
    // BENCH_BEFORE=<dir>: an older build measured in the same run, for before/after ratios.
    const dists = beforeDir ? [floor, { label: 'before', dir: beforeDir }, { label: 'after', dir: distDir }] : [floor, { label: 'this build', dir: distDir }];
    const results = await benchDists(browser, dists);
    const partnerKey = `${PARTNER_PAGE.name}, preact`;
    const [floorFigures, partnerFigures] = [results[0]!.get(partnerKey), results.at(-1)!.get(partnerKey)];
    if (floorFigures && partnerFigures) printFloorRatios(floorFigures, partnerFigures);
    if (!beforeDir) return;
    const [, before, after] = results as [unknown, Map<string, Figures>, Map<string, Figures>];
    console.info('\nbefore -> after (ratio)');
    for (const [key, now] of after) {
      const was = before.get(key);
      if (!was) continue;
      console.info(`  ${key}: ${kb(was.brotli)} -> ${kb(now.brotli)} (x${ratio(was.brotli, now.brotli)}), requests ${was.requests} -> ${now.requests}, throttled ready ${was.throttledReadyMs.toFixed(0)} -> ${now.throttledReadyMs.toFixed(0)} ms (x${ratio(was.throttledReadyMs, now.throttledReadyMs)}), script main-thread ${was.scriptMs.toFixed(0)} -> ${now.scriptMs.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

await main();
