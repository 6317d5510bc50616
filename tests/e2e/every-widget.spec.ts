// Every widget's demo (all variants) on one page, as the shell shows them: under the strict
// CSP each settles (ready, or error for the demos of invalid options) with zero violations,
// no page error, and no axe violations.
import { demoPage } from './demo-page.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';

test('every widget demo settles under a strict CSP with zero violations and no axe violations', async ({ hostPage, page }) => {
  test.slow();
  const violations = await recordCspViolations(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await hostPage(demoPage);
  const placeholders = page.locator('[data-katkin-widget]');
  const count = await placeholders.count();
  expect(count).toBeGreaterThan(10);
  await expect(page.locator('[data-katkin-state="ready"], [data-katkin-state="error"]')).toHaveCount(count, { timeout: 20_000 });
  // Only the demos that show a widget's invalid-options state (class demo-invalid) end in error.
  const errored = page.locator('[data-katkin-state="error"]');
  const invalidDemos = page.locator('.demo-invalid');
  expect(await invalidDemos.count()).toBeGreaterThan(0);
  await expect(errored).toHaveCount(await invalidDemos.count());
  expect(await errored.evaluateAll((els) => els.every((el) => el.classList.contains('demo-invalid')))).toBe(true);
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
  await expectNoAxeViolations(page);
});
