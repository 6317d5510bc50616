// End-to-end: the built dist/ in Debian's Chromium, on three 127.0.0.1 origins (host page,
// dist as a CDN, reference API). Every spec runs on the default build (preact); the React build
// runs the tests tagged @framework: what can differ by framework (mounting and unmounting, events,
// every demo ready, each widget's main flow, focus and dialogs). README "Tests" says why.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { Flavour } from './shared/store-types.ts';

const chromium = '/usr/bin/chromium';

export default defineConfig<{ flavour: Flavour }>({
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
    { name: 'react', use: { flavour: 'react' }, grep: /@framework/ },
  ],
});
