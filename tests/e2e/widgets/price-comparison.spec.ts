// The price comparison on a host page of its own origin: the flag gate, the form's messages,
// each outcome against the reference API's demo competitor data, errors and keyboard use.
import type { Page } from '@playwright/test';
import { test, expect, pushCommand, type HostPageOptions } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';

const placeholder = '<div data-katkin-widget="price-comparison"></div>';
const underOne = 'Is your cat under 1 year old?';

const flagOn: Omit<HostPageOptions, 'body'> = { flags: { 'price-calculator': 'test' } };

async function openComparison(hostPage: (o: HostPageOptions) => Promise<Page>, setUp: Omit<HostPageOptions, 'body'> = flagOn) {
  const page = await hostPage({ body: placeholder, ...setUp });
  await expect(page.locator('[data-katkin-widget="price-comparison"]')).toHaveAttribute('data-katkin-state', 'ready');
  return page;
}

async function answerAdult(page: Page, brand: string, foodType = 'wet') {
  await page.getByLabel('Breed').selectOption('Bengal');
  await page.getByRole('group', { name: underOne }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Activity level' }).getByRole('radio', { name: 'Active', exact: true }).check();
  await page.getByRole('group', { name: 'Body condition' }).getByRole('radio', { name: 'Just right' }).check();
  await page.getByLabel('Current food type').selectOption(foodType);
  await page.getByLabel('Current brand').selectOption(brand);
}

test.describe('price-comparison', () => {
  test('shows nothing until the host sets price-calculator to test, and hides again when it changes', async ({ hostPage }) => {
    const page = await openComparison(hostPage, { flags: { 'price-calculator': 'control' } });
    const widget = page.locator('[data-katkin-widget="price-comparison"]');
    await expect(widget.getByRole('form', { name: 'Price comparison' })).toHaveCount(0);
    await pushCommand(page, 'setFlags', { 'price-calculator': 'test' });
    await expect(widget.getByRole('form', { name: 'Price comparison' })).toBeVisible();
    await pushCommand(page, 'setFlags', { 'price-calculator': 'control' });
    await expect(widget.getByRole('form', { name: 'Price comparison' })).toHaveCount(0);
  });

  test("shows the spec's messages while answers are missing, and Compare once complete", async ({ hostPage }) => {
    const page = await openComparison(hostPage);
    const form = page.getByRole('form', { name: 'Price comparison' });
    await expect(form).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('listitem')).toHaveText(['No age selected.', 'No breed selected.', 'No current food or brand selected.']);
    await expect(page.getByRole('button', { name: 'Compare' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: underOne }).getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByText('Missing age details.', { exact: true })).toBeVisible();
    await page.getByRole('group', { name: underOne }).getByRole('radio', { name: 'No' }).check();
    await expect(page.getByText('Missing Body condition or Activity level.', { exact: true })).toBeVisible();
    await answerAdult(page, 'whiskas');
    await expect(page.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Compare' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('compares an adult with Whiskas: much more expensive, 96% more meat, then sign-up with the answers', { tag: '@framework' }, async ({ hostPage, api, origins }) => {
    const page = await openComparison(hostPage, { ...flagOn, auth: 'customer' });
    await answerAdult(page, 'whiskas');
    await page.getByRole('button', { name: 'Compare' }).click();
    const form = page.getByRole('form', { name: 'Price comparison' });
    await expect(form).toHaveAttribute('data-state', 'complete');
    await expect(form).toContainText('KatKin£2.30 a day');
    await expect(form).toContainText('Whiskas£1.10 a day');
    await expect(form).toContainText('KatKin is £1.20 a day more than Whiskas, for fresh food made from real, human-quality meat.');
    await expect(page.getByText('96% more meat', { exact: true })).toBeVisible();
    expect(api.requests('/subscriptions/tray-sizes')[0]?.search).toBe('?pricingPlan=SAVER&kcalPerDay=238');
    expect(api.requests('/competitors/portion')[0]?.search).toBe('?brand=whiskas&foodType=wet&kcalPerDay=238');
    expect(api.requests('/competitors/portion')[0]?.token).toBe('demo-token');
    // Contract section 5: the multicat text shows under the sign-up offer.
    const offer = page.getByRole('button', { name: 'Try now with 20% off' });
    const multicat = page.getByText('More than one cat? Multicat discount: 5% ongoing.', { exact: true });
    await expect(multicat).toBeVisible();
    expect((await multicat.boundingBox())!.y).toBeGreaterThanOrEqual((await offer.boundingBox())!.y + (await offer.boundingBox())!.height);
    await expectNoAxeViolations(page);
    await offer.click();
    await page.waitForURL(
      `${origins.host}/forms/fresh-new-user?breed=Bengal&isKitten=NO&activity=active&bodyCondition=just-right&foodType=wet&brand=whiskas`,
    );
  });

  for (const [brand, sentence, claim] of [
    ['sheba', 'KatKin is only £0.55 a day more than Sheba.', '96% more meat'],
    ['lilys-kitchen', "KatKin is £1.70 a day cheaper than Lily's Kitchen.", '35% more meat'],
    ['other', "We don't have prices for your current brand yet, so here is what KatKin would cost.", '96% more meat'],
  ] as const) {
    test(`shows the outcome for ${brand}`, async ({ hostPage }) => {
      const page = await openComparison(hostPage);
      await answerAdult(page, brand);
      await page.getByRole('button', { name: 'Compare' }).click();
      await expect(page.getByText(sentence, { exact: true })).toBeVisible();
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try now with 20% off' })).toBeVisible();
    });
  }

  test('compares a kitten with its age in months and weeks', async ({ hostPage, api }) => {
    const page = await openComparison(hostPage);
    await page.getByLabel('Breed').selectOption('Ragdoll');
    await page.getByRole('group', { name: underOne }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Months').selectOption('2');
    await page.getByLabel('Current food type').selectOption('wet');
    await page.getByLabel('Current brand').selectOption('felix');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByText('KatKin is £1.15 a day more than Felix, for fresh food made from real, human-quality meat.')).toBeVisible();
    expect(api.requests('/subscriptions/tray-sizes')[0]?.search).toBe('?pricingPlan=SAVER&kcalPerDay=175');
  });

  test('shows a spinner while processing', async ({ hostPage, api }) => {
    api.fault('slow', '/subscriptions', 1500);
    const page = await openComparison(hostPage);
    await answerAdult(page, 'whiskas');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByRole('form', { name: 'Price comparison' })).toHaveAttribute('data-state', 'processing');
    await expect(page.locator('.katkin-spinner')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('form', { name: 'Price comparison' })).toHaveAttribute('data-state', 'complete', { timeout: 10_000 });
  });

  for (const mode of ['error', 'malformed'] as const) {
    test(`says prices could not be compared when the API answers ${mode}`, async ({ hostPage, api }) => {
      api.fault(mode, '/subscriptions');
      const page = await openComparison(hostPage);
      await answerAdult(page, 'whiskas');
      await page.getByRole('button', { name: 'Compare' }).click();
      await expect(page.locator('.katkin-error-box')).toHaveText("We couldn't compare prices just now. Please try again.");
      await expect(page.getByRole('button', { name: 'Compare' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  // `api` is asked for so that its reset clears faults left by earlier tests in this worker.
  test('works by keyboard alone', async ({ hostPage, origins, api }) => {
    expect(api.requests()).toEqual([]);
    const page = await openComparison(hostPage);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Breed')).toBeFocused();
    await page.keyboard.type('Beng');
    await expect(page.getByLabel('Breed')).toHaveValue('Bengal');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Just right' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wet');
    await expect(page.getByLabel('Current food type')).toHaveValue('wet');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sheba');
    await expect(page.getByLabel('Current brand')).toHaveValue('sheba');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Compare' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('KatKin is only £0.55 a day more than Sheba.')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Try now with 20% off' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origins.host}/forms/fresh-new-user?**`);
  });
});
