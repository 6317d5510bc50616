// The e2e harness: per worker, the three origins (reference API, dist/ as a CDN, host);
// per test, a clean API state, `hostPage()` to serve a host page and open it (with the katkin
// queue's auth, flags and consent set up), and `events`, the record of what the page reported.
// The browser context and tab are the worker's, reset between tests (reuseContext, playwright.config.ts, and `context` below).
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { startOrigins, strictCsp, trustedTypesCsp, type Origins } from '../../shell/origins.ts';
import type { Consent, Flags, Flavour } from '../../shared/store-types.ts';
import type { KatkinAuth, KatkinError } from '../../shared/katkin-api.ts';
import type { ApiState } from '../../shell/api/route-types.ts';
import { resetApiState } from '../../shell/api/reference-api.ts';
import { distDir } from '../../scripts/dist-dir.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface HostPageOptions {
  /** HTML inside <body> (placeholders, host markup). */
  body: string;
  /** Script run before the loader (e.g. the katkin queue); served as a file, so it works under CSP. */
  before?: string;
  /** Extra attributes on the loader's <script> tag. */
  loaderAttributes?: string;
  /**
   * The page's Content-Security-Policy: `true`, the strict one of the shell's pages (scripts from the
   * page and dist/ only, no inline styles); `'trusted-types'`, the CSP example's (the strict one with
   * Trusted Types required, `trusted-types katkin host 'allow-duplicates'`, "host" for the test's
   * own scripts); a function, one of the test's
   * own, given the dist origin.
   */
  csp?: true | 'trusted-types' | ((distOrigin: string) => string);
  /** Leave the loader out (a test adds it later). */
  noLoader?: boolean;
  /** Query string of the page URL ("?subscriptionId=1001"): the cancellation pages read theirs. */
  query?: string;
  /** A path under the host origin for data-site-base ("/uk"), for a site base that has one. */
  siteBasePath?: string;
  /** What navigation waits for: 'commit' when a test holds the page's load event back (a hanging remote). */
  waitUntil?: 'load' | 'commit';
  /** `setAuth` before the loader runs: `'customer'` is the reference API's customer 1001 (token 'demo-token'). */
  auth?: KatkinAuth | 'customer';
  /** `setFlags` before the loader runs. */
  flags?: Flags;
  /** `setConsent` before the loader runs. */
  consent?: Partial<Consent>;
  /** Cancel every katkin:navigate, as a single-page host does, so the page stays (`events.navigations()` lists them). */
  holdNavigation?: boolean;
}

/** The reference API's logged-in customer. */
export const CUSTOMER: KatkinAuth = { accessToken: 'demo-token', customerId: '1001' };

/** The `katkin` queue a host writes before the loader, from the options that set the store up. */
function queueScript({ auth, flags, consent }: HostPageOptions): string {
  const commands: [string, unknown][] = [];
  if (auth) commands.push(['setAuth', auth === 'customer' ? CUSTOMER : auth]);
  if (flags) commands.push(['setFlags', flags]);
  if (consent) commands.push(['setConsent', consent]);
  if (commands.length === 0) return '';
  return `window.katkin = window.katkin || [];\n${commands.map((command) => `katkin.push(${JSON.stringify(command)});`).join('\n')}\n`;
}

/** What every page of a test reported: uncaught errors, console errors, and the katkin:error and katkin:navigate events. */
export interface PageEvents {
  pageErrors: string[];
  consoleErrors: string[];
  katkinErrors(): Promise<KatkinError[]>;
  navigations(): Promise<string[]>;
}

interface EventRecord {
  errors: KatkinError[];
  navigations: string[];
  hold: boolean;
}

// Runs in the page before any of its scripts (through the devtools protocol, so under a strict CSP too).
function recordKatkinEvents() {
  const record: EventRecord = { errors: [], navigations: [], hold: false };
  (window as unknown as { __katkinRecord: EventRecord }).__katkinRecord = record;
  document.addEventListener('katkin:error', (event) => record.errors.push((event as CustomEvent<KatkinError>).detail));
  document.addEventListener('katkin:navigate', (event) => {
    record.navigations.push((event as CustomEvent<{ url: string }>).detail.url);
    if (record.hold) event.preventDefault();
  });
}

/** Runs one `window.katkin` command in the page, as a host's own script would once the loader has run. */
export async function pushCommand(page: Page, ...command: [string, ...unknown[]]): Promise<void> {
  await page.evaluate((queued) => (window as unknown as { katkin: { push(c: unknown[]): void } }).katkin.push(queued), command);
}

const readRecord = (page: Page) => page.evaluate(() => (window as unknown as { __katkinRecord: EventRecord }).__katkinRecord);

let pageCounter = 0;

function contentSecurityPolicy(csp: NonNullable<HostPageOptions['csp']>, distOrigin: string): string {
  if (csp === true) return strictCsp(distOrigin);
  // "host": the policy of the test's own page scripts (the engine flows' axe loader).
  return csp === 'trusted-types' ? trustedTypesCsp(distOrigin, ['host']) : csp(distOrigin);
}

/** Serves a host page on the host origin (the loader from dist/, `flavour`'s build, the queue of `auth`, `flags` and `consent` before it) and returns its URL. */
export function serveHostPage(origins: Origins, flavour: Flavour, options: HostPageOptions): string {
  const id = `/t/${++pageCounter}-${Math.random().toString(36).slice(2)}`;
  const before = queueScript(options) + (options.before ?? '');
  if (before) origins.pages.set(`${id}.js`, { html: before, headers: { 'Content-Type': 'text/javascript' } });
  const loader = options.noLoader
    ? ''
    : `<script async src="${origins.dist}/loader.js" data-api-base="${origins.api}" data-site-base="${origins.host}${options.siteBasePath ?? ''}" data-build="${flavour}" ${options.loaderAttributes ?? ''}></script>`;
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>e2e host</title>
${before ? `<script src="${id}.js"></script>` : ''}${loader}</head><body><main>${options.body}</main></body></html>`;
  origins.pages.set(`${id}.html`, {
    html,
    headers: options.csp ? { 'Content-Security-Policy': contentSecurityPolicy(options.csp, origins.dist) } : {},
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

export const test = originsTest.extend<{ hostPage: (options: HostPageOptions) => Promise<Page>; events: PageEvents }>({
  // The browser context outlives the test (reuseContext, playwright.config.ts), and Playwright's
  // reset between tests leaves these two as the test set them.
  context: async ({ context }, use) => {
    await use(context);
    await context.setOffline(false);
    await context.clearPermissions();
  },
  // Automatic, so every test's page records its errors and events from its first script on.
  events: [
    async ({ page }, use) => {
      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await page.addInitScript(recordKatkinEvents);
      await use({
        pageErrors,
        consoleErrors,
        katkinErrors: async () => (await readRecord(page)).errors,
        navigations: async () => (await readRecord(page)).navigations,
      });
    },
    { auto: true },
  ],
  hostPage: async ({ page, origins, flavour }, use) => {
    await use(async (options) => {
      if (options.holdNavigation) await page.addInitScript(() => ((window as unknown as { __katkinRecord: EventRecord }).__katkinRecord.hold = true));
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
