// End-to-end: the built dist/ in Debian's Chromium, on three 127.0.0.1 origins (host page,
// dist as a CDN, reference API). Every spec runs once per build: preact (default) and React.
// The engine flows run once per engine: Chromium, Firefox (firefox-esr) and WebKit (WebKitGTK).
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { Flavour } from './shared/store-types.ts';
import type { EngineName } from './tests/engines/driver.ts';

const chromium = '/usr/bin/chromium';

export default defineConfig<{ flavour: Flavour }, { engineName: EngineName }>({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./tests/e2e/summary-reporter.ts']] : [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'preact', use: { flavour: 'preact' } },
    { name: 'react', use: { flavour: 'react' } },
    // The engine flows (tests/engines/*.flow.ts), written once against EngineDriver: Chromium
    // through Playwright, Firefox through puppeteer-core, WebKit through WebKitWebDriver.
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName) => ({
      name: engineName,
      testDir: 'tests/engines',
      testMatch: '**/*.flow.ts',
      use: { engineName },
    })),
  ],
});
