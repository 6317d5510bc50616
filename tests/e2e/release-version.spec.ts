// katkin.version (contract section 7): the loaded API tells the release it belongs to, which is
// package.json's version, baked into loader.js by the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };

test("katkin.version is package.json's version, once the loader has run", async ({ hostPage }) => {
  const page = await hostPage({ body: '', before: 'window.katkin = window.katkin || [];' });
  await page.waitForFunction(() => !Array.isArray(window.katkin));
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(await page.evaluate(() => (window.katkin as { version?: unknown }).version)).toBe(version);
});
