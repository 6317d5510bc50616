// End-to-end: the built dist/ in Debian's Chromium, on three 127.0.0.1 origins (host page,
// dist as a CDN, reference API). Every spec runs on the default build (preact); the React build
// runs the tests tagged @framework: what can differ by framework (mounting and unmounting, events,
// every demo ready, each widget's main flow, focus and dialogs). README "Tests" says why.
// The engine flows (tests/engines/*.flow.ts) run in Firefox and WebKit; in Chromium only the ones
// no tests/e2e spec covers (accessibility, the platform: README "Tests in three engines").
import { defineConfig } from '@playwright/test';
import { chromiumExecutable, testChromiumArgs } from './scripts/chromium-launch.ts';
import type { Flavour } from './shared/store-types.ts';
import type { EngineName } from './tests/engines/driver.ts';

export default defineConfig<{ flavour: Flavour }, { engineName: EngineName }>({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three on two cores: a browser test waits on the network and timers as much as it computes.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  globalSetup: './tests/e2e/require-build.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: testChromiumArgs },
    // One browser context and tab per worker, reset between tests, not new ones per test: a new tab
    // costs Chromium 0.7 CPU-seconds here (its browser process 0.35, a renderer process), a reset a
    // navigation or two. Measured (the 99 widget tests, 3 workers, 2 cores): 192 CPU-s and 104 s
    // before, 129 CPU-s and 72 s after. Playwright's reset clears cookies, caches, storage of the
    // origins visited, routes, init scripts, the clock, extra pages, viewport and emulation, and
    // gives each test new Page and BrowserContext objects (no listener outlives its test);
    // tests/e2e/fixtures.ts undoes the two it leaves (offline, permissions), and
    // tests/e2e/test-isolation.spec.ts fails if any of it reaches the next test.
    reuseContext: true,
  },
  projects: [
    { name: 'preact', use: { flavour: 'preact' } },
    { name: 'react', use: { flavour: 'react' }, grep: /@framework/ },
    // The engine flows, written once against EngineDriver: Firefox through puppeteer-core, WebKit
    // through WebKitWebDriver, Chromium through Playwright.
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName) => ({
      name: engineName,
      testDir: 'tests/engines',
      testMatch: engineName === 'chromium' ? ['**/a11y-*.flow.ts', '**/platform.flow.ts'] : '**/*.flow.ts',
      use: { engineName },
    })),
  ],
});
