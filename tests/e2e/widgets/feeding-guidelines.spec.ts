// The feeding guidelines calculator on a host page: from 'See feeding guidelines' to a portion,
// its messages, the login link through katkin:navigate, keyboard-only use and axe in every state.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from '../page-checks.ts';

const placeholder = '<div data-katkin-widget="feeding-guidelines"></div>';

async function openCalculator(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'See feeding guidelines' }).click();
  return page.getByRole('form', { name: 'Feeding calculator' });
}

async function fillAdult(form: Locator, weight: string): Promise<void> {
  await form.getByRole('radio', { name: 'Adult' }).check();
  await form.getByLabel('Years').selectOption('5');
  await form.getByRole('radio', { name: 'Boy' }).check();
  await form.getByLabel('Breed').selectOption('British Shorthair');
  await form.getByRole('textbox', { name: 'Weight (kg)' }).fill(weight);
  await form.getByRole('radio', { name: 'Active', exact: true }).check();
  await form.getByRole('radio', { name: 'Just right' }).check();
}

test.describe('feeding-guidelines', () => {
  test('goes from See feeding guidelines to a portion', { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder });
    const widget = page.locator('[data-katkin-widget="feeding-guidelines"]');
    await expect(widget).toHaveAttribute('data-katkin-state', 'ready');
    await expectNoAxeViolations(page);
    const form = await openCalculator(page);
    await expect(page.getByRole('button', { name: 'See feeding guidelines' })).toHaveAttribute('aria-expanded', 'true');
    const calculate = form.getByRole('button', { name: 'Calculate' });
    await expect(calculate).toBeDisabled();
    await expectNoAxeViolations(page);
    await fillAdult(form, '4');
    await expect(calculate).toBeEnabled();
    await calculate.click();
    const result = form.getByRole('status');
    await expect(result).toContainText('Your cat needs 238 Kcal/day');
    await expect(result).toContainText('So feed 1 a day');
    await expect(result).toContainText('1 tray = 1');
    await expectNoAxeViolations(page);
  });

  test('feeds a young kitten in quarters, age from weeks alone, with a smaller tray', async ({ hostPage }) => {
    const page = await hostPage({ body: '<div data-katkin-widget="feeding-guidelines" data-kcal-per-tray="200"></div>' });
    const form = await openCalculator(page);
    await form.getByRole('radio', { name: 'Kitten' }).check();
    await expect(form.getByLabel('Years')).toHaveCount(0);
    await form.getByLabel('Weeks').selectOption('3');
    await form.getByRole('radio', { name: 'Girl' }).check();
    await form.getByLabel('Breed').selectOption('Bengal');
    await form.getByRole('textbox', { name: 'Weight (kg)' }).fill('1');
    await form.getByRole('radio', { name: 'Explorer' }).check();
    await form.getByRole('radio', { name: 'Skinny' }).check();
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByRole('status')).toContainText('Your cat needs 175 Kcal/day');
    await expect(form.getByRole('status')).toContainText('So feed 1 a day');
    await form.getByRole('radio', { name: 'Adult' }).check();
    await expect(form.getByRole('status')).toHaveText('');
    await expect(form.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });

  test('refuses zero and over 15 kg with a message, not a number', async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder });
    const form = await openCalculator(page);
    await fillAdult(form, '0');
    const weight = form.getByRole('textbox', { name: 'Weight (kg)' });
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByText("A weight must be more than 0 kg: enter your cat's weight in kg, for example 4.5.")).toBeVisible();
    await expect(weight).toBeFocused();
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Kcal\/day/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await weight.fill('15.5');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByText('That is more than any cat weighs: enter a weight of 15 kg or less.')).toBeVisible();
    await weight.fill('');
    await weight.pressSequentially('4a,5.');
    await expect(weight).toHaveValue('4,5');
  });

  test('a refused keystroke says why and leaves the caret where it was; a pasted " 4.5 kg" goes in as 4.5', { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder });
    const form = await openCalculator(page);
    const weight = form.getByRole('textbox', { name: 'Weight (kg)' });
    await weight.pressSequentially('45');
    await weight.press('ArrowLeft');
    await weight.press('x');
    const refused = form.getByText('The weight takes digits and one point or comma, in kg, for example 4.5.');
    await expect(refused).toBeVisible();
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await weight.press('.');
    await expect(weight).toHaveValue('4.5');
    await expect(refused).toHaveCount(0);
    // As a paste does, fill puts the whole text in with one input event.
    await weight.fill(' 3.5 kg');
    await expect(weight).toHaveValue('3.5');
  });

  test("'Log in instead' fires katkin:navigate to /login with the current path", async ({ hostPage, origins }) => {
    const page = await hostPage({ body: placeholder });
    await page.evaluate(() => {
      document.addEventListener('katkin:navigate', (event) => {
        event.preventDefault();
        (window as unknown as { navigatedTo: string }).navigatedTo = (event as CustomEvent<{ url: string }>).detail.url;
      });
    });
    const path = new URL(page.url()).pathname;
    const link = page.getByRole('link', { name: 'Log in instead' });
    await expect(link).toHaveAttribute('href', `${origins.host}/login?postLogin=${encodeURIComponent(path)}`);
    await link.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { navigatedTo?: string }).navigatedTo)).toBe(
      `${origins.host}/login?postLogin=${encodeURIComponent(path)}`,
    );
  });

  test("'Log in instead' keeps the site base's path, in its href and when followed", async ({ hostPage, origins }) => {
    const page = await hostPage({ body: placeholder, siteBasePath: '/uk' });
    const path = new URL(page.url()).pathname;
    const expected = `${origins.host}/uk/login?postLogin=${encodeURIComponent(path)}`;
    const link = page.getByRole('link', { name: 'Log in instead' });
    await expect(link).toHaveAttribute('href', expected);
    await link.click();
    await page.waitForURL(expected);
  });

  test('hides the login link for a logged-in visitor', async ({ hostPage }) => {
    const page = await hostPage({
      body: placeholder,
      auth: 'customer',
    });
    await expect(page.getByRole('button', { name: 'See feeding guidelines' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in instead' })).toHaveCount(0);
  });

  test('reports an invalid data-kcal-per-tray and leaves the page alone', async ({ hostPage }) => {
    const page = await hostPage({
      body: '<p>Host text</p><div data-katkin-widget="feeding-guidelines" data-kcal-per-tray="lots"></div>',
    });
    const widget = page.locator('[data-katkin-widget="feeding-guidelines"]');
    await expect(widget).toHaveAttribute('data-katkin-state', 'error');
    await expect(page.getByText('Host text')).toBeVisible();
  });

  test('works by keyboard alone', async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder });
    await expect(page.locator('[data-katkin-widget]')).toHaveAttribute('data-katkin-state', 'ready');
    const press = (key: string) => page.keyboard.press(key);
    await press('Tab');
    await expect(page.getByRole('button', { name: 'See feeding guidelines' })).toBeFocused();
    await press('Enter');
    await press('Tab'); // Log in instead
    await press('Tab'); // Life stage: Kitten
    await press('ArrowRight'); // Adult
    await press('Tab');
    await expect(page.getByLabel('Years')).toBeFocused();
    await press('ArrowDown');
    await press('Tab'); // Gender: Boy
    await press('Space');
    await press('Tab');
    await expect(page.getByLabel('Breed')).toBeFocused();
    await press('ArrowDown');
    await press('Tab');
    await page.keyboard.type('4');
    await press('Tab'); // Activity: Inactive
    await press('ArrowRight'); // Active
    await press('Tab'); // Body condition: Skinny
    await press('ArrowRight'); // Just right
    await press('Tab');
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeFocused();
    await press('Enter');
    await expect(page.getByRole('status')).toContainText('Your cat needs 238 Kcal/day');
  });

  test('works under a strict CSP with its styles applied', async ({ hostPage, page }) => {
    const violations = await recordCspViolations(page);
    await hostPage({ body: placeholder, csp: true });
    await openCalculator(page);
    const border = await page.locator('.katkin-choice').first().evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(border).toBe('solid');
    expect(await violations()).toEqual([]);
  });
});
