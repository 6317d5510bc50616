// The cancellation example pages (examples/cancellation/), walked page by page as a customer
// would, with the query parameters carried through every step.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillVariables } from '../../shell/http/static-server.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './page-checks.ts';

const folder = path.resolve(import.meta.dirname, '../../examples/cancellation');

test.describe('cancellation example flow', () => {
  // The example pages name no build: serve them (from the host origin, as files are) with this project's.
  // Asking for `api` resets the reference API, so no fault left by another spec in this worker leaks in.
  test.beforeEach(({ origins, flavour, api }) => {
    api.reset();
    const variables = { DIST: origins.dist, API: origins.api, HOST: origins.host };
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
      const html = fillVariables(readFileSync(path.join(folder, file), 'utf8'), variables);
      origins.pages.set(`/examples/cancellation/${file}`, { html: html.replace('<script async src=', `<script data-build="${flavour}" async src=`) });
    }
  });
  test.afterEach(({ origins }) => {
    for (const page of origins.pages.keys()) if (page.startsWith('/examples/cancellation/')) origins.pages.delete(page);
  });

  test('manage plan -> help -> warning -> offer -> applied', async ({ page, origins }) => {
    const examples = `${origins.host}/examples/cancellation`;
    await page.goto(`${examples}/manage-plan.html`);
    await page.getByRole('link', { name: 'Cancel plan 1003' }).click();
    await expect(page.getByRole('heading', { name: 'Can we help?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'No thanks, I still want to cancel' }).click();
    await page.waitForURL(`${examples}/warning.html?subscriptionId=1003&catName=Tom`);
    await expect(page.getByText("Don't miss out on your spooky surprise!")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Cancel my deliveries' }).click();
    await page.waitForURL(`${examples}/offer.html?subscriptionId=1003&catName=Tom`);
    await page.getByRole('button', { name: 'Get 20% OFF' }).click();
    await page.waitForURL(`${examples}/applied.html?cat=Tom&discountPercentage=20&catSex=BOY`);
    await expect(page.locator('main')).toContainText('Tom gets 20% off the next box.');
  });

  test('delay from the help page returns to manage plan with the query', async ({ page, origins }) => {
    const examples = `${origins.host}/examples/cancellation`;
    await page.goto(`${examples}/pre-cancellation.html?subscriptionId=1001&catName=Tom`);
    await page.getByRole('link', { name: 'Delay my box by a week' }).click();
    await page.waitForURL(`${examples}/manage-plan.html?subscriptionId=1001&catName=Tom&delayed=1`);
    await expect(page.getByText('Done: your next box is delayed by a week.')).toBeVisible();
  });

  test('an expired code ends on the failed page; a failed estimate shows the box', async ({ page, origins }) => {
    const examples = `${origins.host}/examples/cancellation`;
    await page.goto(`${examples}/offer.html?subscriptionId=1001&catName=Tom&offerCode=EXPIRED10`);
    await page.getByRole('button', { name: 'Get 10% OFF' }).click();
    await page.waitForURL(`${examples}/failed.html?cat=Tom&discountPercentage=10&catSex=BOY&discountCode=EXPIRED10`);
    await expect(page.locator('main')).toContainText('Code: EXPIRED10.');
    await page.goto(`${examples}/offer.html?subscriptionId=1009`);
    await expect(page.getByText('SOMETHING WENT WRONG')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
