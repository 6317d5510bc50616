// The engine flows' harness: the e2e origins (reference API, dist/ as a CDN, host pages), and an
// EngineDriver per test in the project's engine: Chromium through Playwright's own page, Firefox
// through puppeteer-core (one browser per worker, a fresh browser context per test), WebKit
// through WebKitWebDriver (one driver, Xvfb and MiniBrowser per worker, reset between tests).
import { originsTest, serveHostPage, expect, type HostPageOptions } from '../e2e/fixtures.ts';
import { chromium, type LaunchOptions } from '@playwright/test';
import { AXE_PATH, axeSource } from './axe-source.ts';
import type { EngineDriver, EngineName } from './driver.ts';
import { launchFirefox, startWebKitDriver } from './engine-processes.ts';
import { pageRecorder } from './page-recorder.ts';
import { PlaywrightDriver } from './playwright-driver.ts';
import { PuppeteerDriver } from './puppeteer-driver.ts';
import { WebDriverSession } from './webdriver-driver.ts';

interface Checks {
  /** Page errors, `katkin:` console errors and CSP violations recorded so far: a flow expects []. */
  problems(): Promise<string[]>;
  /** CSP violations recorded so far. */
  cspViolations(): Promise<string[]>;
}

/** Opens a fresh page (own cookies and storage) in the worker's browser; closes it after the test. */
interface EngineLauncher {
  open(): Promise<EngineDriver & { close(): Promise<void> }>;
  stop(): Promise<void>;
}

async function launch(engineName: EngineName, chromiumOptions: LaunchOptions): Promise<EngineLauncher> {
  if (engineName === 'chromium') {
    const browser = await chromium.launch(chromiumOptions);
    return {
      open: async () => {
        const context = await browser.newContext();
        const driver = new PlaywrightDriver(await context.newPage());
        return Object.assign(driver, { close: () => context.close() });
      },
      stop: () => browser.close(),
    };
  }
  if (engineName === 'firefox') {
    const browser = await launchFirefox();
    return { open: () => PuppeteerDriver.open(browser), stop: () => browser.close() };
  }
  // One MiniBrowser per worker, reset between tests (WebDriverSession.reset says why).
  const driver = await startWebKitDriver();
  const session = await WebDriverSession.open(driver.url);
  return {
    open: async () => Object.assign(Object.create(session) as WebDriverSession, { close: () => session.reset() }),
    stop: async () => {
      await session.close();
      await driver.stop();
    },
  };
}

export const flow = originsTest.extend<
  { engine: EngineDriver; hostPage: (options: HostPageOptions) => Promise<EngineDriver>; checks: Checks },
  { engineName: EngineName; launcher: EngineLauncher }
>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  // One browser per worker, of the project's engine only.
  launcher: [
    async ({ engineName, launchOptions }, use) => {
      const launcher = await launch(engineName, launchOptions);
      await use(launcher);
      await launcher.stop();
    },
    // Its own time, not the first test's: starting a browser on a loaded machine can take long.
    { scope: 'worker', timeout: 120_000 },
  ],
  engine: async ({ launcher }, use) => {
    const driver = await launcher.open();
    await use(driver);
    await driver.close();
  },
  hostPage: async ({ engine, origins, flavour }, use) => {
    origins.pages.set(AXE_PATH, { html: axeSource, headers: { 'Content-Type': 'text/javascript' } });
    await use(async (options) => {
      const before = `${pageRecorder}\n${options.holdNavigation ? 'window.__engineRecord.hold = true;\n' : ''}${options.before ?? ''}`;
      await engine.goto(serveHostPage(origins, flavour, { ...options, before }));
      return engine;
    });
  },
  checks: async ({ engine }, use) => {
    const record = () =>
      engine.evaluate(() => {
        const r = (window as unknown as { __engineRecord?: { console: { type: string; text: string }[]; errors: string[]; csp: string[] } }).__engineRecord;
        return r ?? { console: [], errors: [], csp: [] };
      });
    await use({
      problems: async () => {
        const r = await record();
        return [
          ...r.errors.map((e) => `page error: ${e}`),
          ...r.console.filter((c) => c.type === 'error' && c.text.startsWith('katkin:')).map((c) => `console: ${c.text}`),
          ...r.csp.map((c) => `CSP: ${c}`),
        ];
      },
      cspViolations: async () => (await record()).csp,
    });
  },
});

export { expect };
