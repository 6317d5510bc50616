// The condensed-list marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';



test.describe('condensed-list', () => {
  test("'Show all N' shows the rest, then 'Show fewer'; focus stays on the button and the change is announced", { tag: '@framework' }, async ({ hostPage, page }) => {
    const items = ['Chicken', 'Liver', 'Heart', 'Spinach', 'Taurine'];
    await hostPage({ body: block('condensed-list', { title: 'What goes in', items }) + block('condensed-list', { items: items.slice(0, 3) }) });
    await expectAllReady(page);
    const list = page.locator('[data-katkin-widget="condensed-list"]').first();
    await expect(list.getByRole('listitem')).toHaveText(items.slice(0, 3));
    await expect(page.getByRole('button')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveText(items);
    await expect(list.getByRole('button', { name: 'Show fewer' })).toBeFocused();
    await expect(list.getByRole('status')).toHaveText('Showing all 5 items');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('button', { name: 'Show all 5' })).toBeFocused();
  });
});
