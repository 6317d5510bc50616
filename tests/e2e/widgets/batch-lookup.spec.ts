// The batch lookup on a partner-style page: host, dist and API on three origins.
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from '../page-checks.ts';

const placeholder = '<div data-katkin-widget="batch-lookup"></div>';

test.describe('batch-lookup', () => {
  test('shows a found batch with dates as DD.MM.YY, fetched cross-origin without a token', { tag: '@framework' }, async ({ hostPage, api, origins }) => {
    const page = await hostPage({
      body: placeholder,
      auth: 'customer',
    });
    const widget = page.locator('[data-katkin-widget="batch-lookup"]');
    await expect(widget).toHaveAttribute('data-katkin-state', 'ready');
    const input = widget.getByRole('textbox', { name: 'Batch number' });
    await expect(input).toHaveAttribute('placeholder', '12345');
    await expect(widget.getByText('BN:', { exact: true })).toBeVisible();
    // The visible prefix is in the name (WCAG 2.5.3).
    await expect(input).toHaveAccessibleName('BN batch number');
    await input.fill('12345');
    await input.press('Enter');
    const result = widget.getByRole('status');
    await expect(result).toContainText('Tested ByEurofins');
    await expect(result).toContainText('Result of TestsPASS');
    await expect(result).toContainText('Batch NoBN12345');
    await expect(result).toContainText('Made On02.11.26');
    await expect(result).toContainText('Best Before31.01.27');
    const [call] = api.requests('/batch');
    expect(call?.search).toBe('?bn=12345');
    expect(call?.token).toBeUndefined();
    expect(call?.origin).toBe(origins.host);
    expect(new URL(origins.dist).origin).not.toBe(new URL(origins.host).origin);
    await expectNoAxeViolations(page);
  });

  test('shows a PENDING batch and understands a typed BN prefix', async ({ hostPage, api }) => {
    const page = await hostPage({ body: placeholder });
    const input = page.getByRole('textbox', { name: 'Batch number' });
    await input.fill('BN: 24680');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toContainText('Result of TestsPENDING');
    await expect(page.getByRole('status')).toContainText('Batch NoBN24680');
    expect(api.requests('/batch')[0]?.search).toBe('?bn=24680');
  });

  test('shows the server errorMessage in a box when the batch is not found', async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder });
    await page.getByRole('textbox', { name: 'Batch number' }).fill('99999');
    await page.keyboard.press('Enter');
    const box = page.locator('.katkin-error-box');
    await expect(box).toHaveText("We couldn't find batch BN99999. Check the number on your pack and try again.");
    await expectNoAxeViolations(page);
  });

  test('a pasted long number and the server message that repeats it wrap at 320 px: the host page never scrolls sideways', async ({ hostPage, page: unopened }) => {
    await unopened.setViewportSize({ width: 320, height: 640 });
    const page = await hostPage({ body: placeholder });
    const digits = '1'.repeat(200);
    await page.getByRole('textbox', { name: 'Batch number' }).fill(digits);
    await page.keyboard.press('Enter');
    await expect(page.locator('.katkin-error-box')).toHaveText(`We couldn't find batch BN${digits}. Check the number on your pack and try again.`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });

  for (const mode of ['error', 'malformed'] as const) {
    test(`shows 'An unexpected error occurred.' when the API answers ${mode}`, async ({ hostPage, api }) => {
      api.fault(mode, '/batch');
      const page = await hostPage({ body: placeholder });
      await page.getByRole('textbox', { name: 'Batch number' }).fill('12345');
      await page.keyboard.press('Enter');
      await expect(page.locator('.katkin-error-box')).toHaveText('An unexpected error occurred.');
      await expectNoAxeViolations(page);
    });
  }

  test('shows a spinner while searching', async ({ hostPage, api }) => {
    api.fault('slow', '/batch', 1500);
    const page = await hostPage({ body: placeholder });
    await page.getByRole('textbox', { name: 'Batch number' }).fill('12345');
    await page.keyboard.press('Enter');
    await expect(page.locator('.katkin-spinner')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Searching…');
    await expectNoAxeViolations(page);
    await expect(page.getByRole('status')).toContainText('Batch NoBN12345', { timeout: 10_000 });
    await expect(page.locator('.katkin-spinner')).toHaveCount(0);
  });

  test('rejects empty and non-numeric input with a message and no request', async ({ hostPage, api }) => {
    const page = await hostPage({ body: placeholder });
    const input = page.getByRole('textbox', { name: 'Batch number' });
    await input.press('Enter');
    await expect(page.getByText('Enter the batch number from your pack, for example 12345.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await input.fill('12a45');
    await input.press('Enter');
    await expect(page.getByText('A batch number has digits only, for example 12345.')).toBeVisible();
    expect(api.requests('/batch')).toHaveLength(0);
  });

  test('works by keyboard alone', async ({ hostPage }) => {
    const page = await hostPage({ body: `<a href="#top">Skip</a>${placeholder}` });
    await expect(page.locator('[data-katkin-widget]')).toHaveAttribute('data-katkin-state', 'ready');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10001');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status')).toContainText('Best Before31.12.26');
  });

  test('works under a strict CSP with zero violations', async ({ hostPage, page }) => {
    const violations = await recordCspViolations(page);
    await hostPage({
      body: placeholder,
      csp: true,
      flags: { a: 'b' },
    });
    await page.getByRole('textbox', { name: 'Batch number' }).fill('12345');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Batch NoBN12345');
    // The widget's stylesheet applied (adoptedStyleSheets pass style-src 'self').
    const display = await page.locator('.batch-record').evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe('grid');
    expect(await violations()).toEqual([]);
  });
});
