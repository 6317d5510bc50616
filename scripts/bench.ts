// npm run bench: what it costs a host page to show widgets, in each build, on a cold cache.
// Prints the files fetched from dist/ with their brotli size, the request count, the time
// from navigation to katkin:ready (median of RUNS) and the layout shift, for the partner page
// (batch lookup only) and for a page with every widget's demo.
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startOrigins, widgetDemos, type Origins } from '../shell/origins.ts';
import { fileSize, kb } from './file-sizes.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, process.env.KATKIN_DIST ?? 'dist');

interface Run {
  readyMs: number;
  files: string[];
  cls: number;
}

async function measure(browser: Browser, origins: Origins, pagePath: string, build: string): Promise<Run> {
  const context = await browser.newContext(); // fresh context = cold cache
  const page = await context.newPage();
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(origins.dist)) files.push(new URL(request.url()).pathname.slice(1));
  });
  // A string, not a function: tsx would wrap a function's source with helpers the page lacks.
  await page.addInitScript(PAGE_PROBE);
  await page.goto(`${origins.host}${pagePath}?build=${build}`);
  const readyMs = (await page.evaluate('window.__ready')) as number;
  await page.waitForTimeout(300); // let late shifts land
  const cls = (await page.evaluate('window.__cls')) as number;
  await context.close();
  return { readyMs, files, cls };
}

/** Sums layout shifts and resolves __ready when every placeholder has settled (ready or error). */
const PAGE_PROBE = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.__ready = new Promise((resolve) => {
    const check = () => {
      const all = document.querySelectorAll('[data-katkin-widget]');
      const settled = document.querySelectorAll('[data-katkin-state="ready"], [data-katkin-state="error"]');
      if (all.length > 0 && settled.length === all.length) resolve(performance.now());
      else setTimeout(check, 5);
    };
    document.addEventListener('DOMContentLoaded', check);
  });
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!existsSync(path.join(distDir, 'loader.js'))) throw new Error(`no ${distDir}/loader.js: run npm run build first`);
  const origins = await startOrigins({ root, distDir });
  // The bench page: the example partner page, and every widget's demo behind one loader.
  origins.pages.set('/bench/all.html', {
    html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/examples/example.css"><script src="/bench/loader.js"></script></head>
<body><main>${widgetDemos(root)}</main></body></html>`,
  });
  origins.pages.set('/bench/partner.html', {
    html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/examples/example.css"><script src="/bench/loader.js"></script></head>
<body><main><h1>Partner</h1><div data-katkin-widget="batch-lookup" class="reserve-batch-lookup"></div></main></body></html>`,
  });
  // Adds the loader tag with the build named in the page's query, like a host would.
  origins.pages.set('/bench/loader.js', {
    headers: { 'Content-Type': 'text/javascript' },
    html: `(function(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(origins.dist + '/loader.js')};
s.dataset.apiBase=${JSON.stringify(origins.api)};s.dataset.siteBase=${JSON.stringify(origins.host)};
s.dataset.build=new URLSearchParams(location.search).get('build')||'preact';document.head.appendChild(s);})();`,
  });

  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
  });
  try {
    for (const [label, pagePath] of [['partner page (batch lookup)', '/bench/partner.html'], ['every widget', '/bench/all.html']]) {
      for (const build of ['preact', 'react']) {
        await measure(browser, origins, pagePath!, build); // warm the servers and the JIT, not the browser cache
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, origins, pagePath!, build));
        const files = [...new Set(runs[0]!.files)];
        const sizes = files.map((file) => ({ file, ...fileSize(path.join(distDir, file)) }));
        const brotli = sizes.reduce((sum, s) => sum + s.brotli, 0);
        console.info(`\n${label}, ${build} build`);
        for (const s of sizes.sort((a, b) => b.brotli - a.brotli)) console.info(`  ${kb(s.brotli).padStart(9)}  ${s.file}`);
        console.info(`  total ${kb(brotli)} brotli in ${files.length} requests to dist/`);
        console.info(`  navigation -> ready: median ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms over ${RUNS} cold runs`);
        console.info(`  cumulative layout shift: ${Math.max(...runs.map((r) => r.cls)).toFixed(3)} (worst run)`);
      }
    }
  } finally {
    await browser.close();
    await origins.close();
  }
}

await main();
