// The e2e harness: per worker, the three origins (reference API, dist/ as a CDN, host);
// per test, a clean API state and `hostPage()` to serve a host page and open it.
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { startOrigins, strictCsp, type Origins } from '../../shell/origins.ts';
import type { Flavour } from '../../shared/store-types.ts';
import type { ApiState } from '../../shell/api/route-types.ts';
import { resetApiState } from '../../shell/api/reference-api.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const distDir = path.resolve(root, process.env.KATKIN_DIST ?? 'dist');

export interface HostPageOptions {
  /** HTML inside <body> (placeholders, host markup). */
  body: string;
  /** Script run before the loader (e.g. the katkin queue); served as a file, so it works under CSP. */
  before?: string;
  /** Extra attributes on the loader's <script> tag. */
  loaderAttributes?: string;
  /** Serve the page with the strict CSP of the contract. */
  csp?: boolean;
  /** Leave the loader out (a test adds it later). */
  noLoader?: boolean;
  /** Query string of the page URL ("?subscriptionId=1001"): the cancellation pages read theirs. */
  query?: string;
  /** A path under the host origin for data-site-base ("/uk"), for a site base that has one. */
  siteBasePath?: string;
  /** What navigation waits for: 'commit' when a test holds the page's load event back (a hanging remote). */
  waitUntil?: 'load' | 'commit';
}

let pageCounter = 0;

/** Serves a host page on the host origin (the loader from dist/, `flavour`'s build) and returns its URL. */
export function serveHostPage(origins: Origins, flavour: Flavour, options: HostPageOptions): string {
  const id = `/t/${++pageCounter}-${Math.random().toString(36).slice(2)}`;
  if (options.before) origins.pages.set(`${id}.js`, { html: options.before, headers: { 'Content-Type': 'text/javascript' } });
  const loader = options.noLoader
    ? ''
    : `<script async src="${origins.dist}/loader.js" data-api-base="${origins.api}" data-site-base="${origins.host}${options.siteBasePath ?? ''}" data-build="${flavour}" ${options.loaderAttributes ?? ''}></script>`;
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>e2e host</title>
${options.before ? `<script src="${id}.js"></script>` : ''}${loader}</head><body><main>${options.body}</main></body></html>`;
  origins.pages.set(`${id}.html`, {
    html,
    headers: options.csp ? { 'Content-Security-Policy': strictCsp(origins.dist) } : {},
  });
  return `${origins.host}${id}.html${options.query ?? ''}`;
}

/** Per worker the three origins; per test a clean API state. The base of the e2e specs and of the engine flows (tests/engines). */
export const originsTest = base.extend<{ flavour: Flavour; api: ApiControl }, { origins: Origins }>({
  flavour: ['preact', { option: true }],
  origins: [
    async ({}, use) => {
      const origins = await startOrigins({ root, distDir });
      await use(origins);
      await origins.close();
    },
    { scope: 'worker' },
  ],
  // Automatic, so a test that never touches the API still starts from a clean one.
  api: [
    async ({ origins }, use) => {
      const control = new ApiControl(origins.apiState);
      control.reset();
      await use(control);
    },
    { auto: true },
  ],
});

export const test = originsTest.extend<{ hostPage: (options: HostPageOptions) => Promise<Page> }>({
  hostPage: async ({ page, origins, flavour }, use) => {
    await use(async (options) => {
      await page.goto(serveHostPage(origins, flavour, options), { waitUntil: options.waitUntil });
      return page;
    });
  },
});

/** Steers the worker's reference API (faults, switches) and reads what it received. */
export class ApiControl {
  constructor(private readonly state: ApiState) {}
  reset(): void {
    resetApiState(this.state);
  }
  /** `status` is the HTTP status of mode 'error' (500 when not given). */
  fault(mode: ApiState['fault']['mode'], pathPrefix = '', delayMs = 0, status?: number): void {
    this.state.fault = { mode, pathPrefix, delayMs, status };
  }
  switch(values: Record<string, unknown>): void {
    Object.assign(this.state.switches, values);
  }
  requests(pathname?: string): ApiState['requests'] {
    return this.state.requests.filter((r) => pathname === undefined || r.path === pathname);
  }
}

export { expect };
