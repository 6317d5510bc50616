// The example shell: every demo settles, and its controls drive the store and the reference API.
import { readdirSync } from 'node:fs';
import { distDir } from '../../scripts/dist-dir.ts';
import { test, expect } from './fixtures.ts';

test('the shell mounts every demo and its controls drive consent, flags, faults and the logs', async ({ page, origins, flavour }) => {
  test.slow();
  // Logged in (as the shell remembers it): the demo email popup (3 s after load) would otherwise cover
  // the page on a slow run and take the clicks below.
  await page.addInitScript(() => sessionStorage.setItem('shell-auth', JSON.stringify(['demo-token', '1001'])));
  await page.goto(`${origins.host}/all-widgets.html?build=${flavour}`);
  const placeholders = page.locator('main [data-katkin-widget]');
  const count = await placeholders.count();
  await expect(page.locator('main [data-katkin-state="ready"], main [data-katkin-state="error"]')).toHaveCount(count, { timeout: 20_000 });
  await expect(page.locator('#event-log li', { hasText: 'katkin:ready' }).first()).toBeVisible();

  // Flags: the price comparison appears when the flag is ticked.
  const comparison = page.locator('[data-katkin-widget="price-comparison"]');
  await page.getByLabel('price-calculator = test').check();
  await expect(comparison.getByRole('form', { name: 'Price comparison' })).toBeVisible();

  // Consent: tracking starts and the API's received events show in the panel.
  await page.getByLabel('Marketing').check();
  await expect(page.locator('#tracking-log li').first()).toContainText('PageView');

  // Faults: the panel offers every call of the reference API as a path; the batch lookup sees a server error.
  await expect(page.locator('#fault-paths option[value="/v2/basket/"]')).toHaveCount(1);
  await expect(page.locator('#fault-paths option[value="/customer/cat/update"]')).toHaveCount(1);
  await page.getByLabel('Every call').selectOption('error');
  await expect.poll(() => origins.apiState.fault.mode).toBe('error');
  const batch = page.locator('[data-katkin-widget="batch-lookup"]');
  await batch.getByRole('textbox', { name: 'Batch number' }).fill('12345');
  await batch.getByRole('textbox', { name: 'Batch number' }).press('Enter');
  await expect(batch.locator('.katkin-error-box')).toHaveText('An unexpected error occurred.');

  // Email forms' cookies can be cleared.
  await page.evaluate(() => (document.cookie = 'katkin_email_DemoPopup=1; Path=/'));
  await page.getByRole('button', { name: "Clear the email forms' cookies" }).click();
  await expect(page.locator('#cookie-status')).toContainText('Cleared');
  expect(await page.evaluate(() => document.cookie)).not.toContain('katkin_email_DemoPopup');
});

test("the shell's JSON editors re-mount a block with the edited JSON and show its own validation message", async ({ page, origins, flavour }) => {
  // Logged in (as the shell remembers it), so the demo email popup stays away and the page stays clickable.
  await page.addInitScript(() => sessionStorage.setItem('shell-auth', JSON.stringify(['demo-token', '1001'])));
  await page.goto(`${origins.host}/all-widgets.html?build=${flavour}`);
  const editor = page.locator('.json-editor').filter({ hasText: 'Edit the JSON of this trust-rating' }).first();
  await editor.locator('summary').click();
  const json = editor.getByRole('textbox', { name: 'JSON for trust-rating' });
  await json.fill('{"score": 3, "count": 1234}');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('status')).toHaveText('Mounted.');
  const block = editor.locator('xpath=preceding-sibling::*[1]');
  await expect(block).toHaveAttribute('data-katkin-state', 'ready');
  await expect(block.getByText('Average')).toBeVisible();
  await expect(block.getByText('Based on 1,234 reviews')).toBeVisible();
  await json.fill('{"score": 6, "count": 1234}');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('status')).toContainText('trust-rating: JSON content: score:');
});


test("the host site answers the browser's /favicon.ico, so a first visit logs no failed request", async ({ request, origins }) => {
  const response = await request.get(`${origins.host}/favicon.ico`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
});

test('the example CDN sends the Cache-Control of README "Releases and deploys": loader.js five minutes, a hashed file a year', async ({ request, origins }) => {
  const loader = await request.get(`${origins.dist}/loader.js`);
  expect(loader.headers()['cache-control']).toBe('public, max-age=300');
  const part = readdirSync(distDir).find((file) => /^loader-mf-runtime\.[0-9a-f]{10}\.js$/.test(file));
  const hashed = await request.get(`${origins.dist}/${part}`);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
