// The comparison-modal marketing block (contract 5.1) on host pages, its JSON written here: what shows (literal
// text), where links go (under the site base, through katkin:navigate), the keyboard path, axe.
import { SITE_PATH, COMPARISON, HOST_LINK } from '../block-content.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';
import { block, expectAllReady, expectBackgroundInert } from '../block-page.ts';

test.describe('comparison-modal', () => {
  test("'How we compare' opens a dialog with a real table, TICK 'Yes' and CROSS 'No'; Close and Escape; focus back", { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({
      body: HOST_LINK + block('comparison-modal', COMPARISON) + block('comparison-modal', { ...COMPARISON, button_text: 'Compare us with dry food' }),
      siteBasePath: SITE_PATH,
    });
    await expectAllReady(page);
    await expectNoAxeViolations(page);
    const button = page.getByRole('button', { name: 'How we compare' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'How we compare' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const table = dialog.getByRole('table');
    // The logo stands in for our title, which still names the column.
    await expect(table.getByRole('columnheader')).toHaveText(['KatKin', 'Supermarket pouches']);
    await expect(table.getByRole('columnheader', { name: 'KatKin' }).locator('img')).toHaveAttribute('alt', '');
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    const firstRow = rows.nth(1).getByRole('cell');
    await expect(firstRow).toHaveText(['100% human-quality meat', 'As little as 4% named meat']);
    await expect(firstRow.nth(0).getByRole('img', { name: 'Yes', exact: true })).toBeVisible();
    await expect(firstRow.nth(1).getByRole('img', { name: 'No', exact: true })).toBeVisible();
    await expect(rows.nth(2).getByRole('cell').getByRole('img', { name: 'Yes', exact: true })).toHaveCount(2);
    await expectBackgroundInert(page.locator('#host-link'));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    const own = page.getByRole('button', { name: 'Compare us with dry food' });
    await expect(own).toBeFocused();
    await page.keyboard.press('Space');
    const ownDialog = page.getByRole('dialog', { name: 'Compare us with dry food' });
    await expect(ownDialog.getByRole('table')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(ownDialog).toHaveCount(0);
    await expect(own).toBeFocused();
  });
});
