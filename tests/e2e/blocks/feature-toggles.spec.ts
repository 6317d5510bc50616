// The feature-toggles marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';



test.describe('feature-toggles', () => {
  test("the first block open; 'Toggle next' by keyboard opens the next and focuses its heading, and closes it again", { tag: '@framework' }, async ({ hostPage, page }) => {
    await hostPage({
      body: block('feature-toggles', {
        blocks: [
          { title: 'Fresh', body: '<p>Cooked gently</p>' },
          { title: 'Portioned', body: '<p>Made for your cat</p>' },
          { title: 'Delivered', body: '<p>To your door</p>' },
        ],
      }),
    });
    await expectAllReady(page);
    await expect(page.getByText('Cooked gently')).toBeVisible();
    await expect(page.getByText('Made for your cat')).toBeHidden();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Toggle next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Portioned' })).toBeFocused();
    await expect(page.getByText('Cooked gently')).toBeVisible();
    await expect(page.getByText('Made for your cat')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle next' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Toggle next' }).nth(1).click();
    await expect(page.getByText('To your door')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle next' })).toHaveCount(2);
    await expectNoAxeViolations(page);
    // Pressed again, a 'Toggle next' closes the block it opened and those after it (APG
    // disclosure); focus stays.
    const first = page.getByRole('button', { name: 'Toggle next' }).first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Made for your cat')).toBeHidden();
    await expect(page.getByText('To your door')).toBeHidden();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
  });
});
