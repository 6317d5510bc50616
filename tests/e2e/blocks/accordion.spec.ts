// The accordion marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';

const WIDTHS = [390, 800, 1300];


const accordion = {
  items: [
    { title: 'What goes in?', body: '<p>Human-quality meat</p>' },
    { title: 'How is it delivered?', body: '<p>Frozen, to your door</p>' },
  ],
};

test.describe('accordion', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px starts ${width >= 768 ? 'open' : 'closed'} by default and opens and closes by keyboard`, { tag: width === 390 ? '@framework' : [] }, async ({ hostPage, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await hostPage({ body: block('accordion', accordion) });
      await expectAllReady(page);
      const first = page.getByRole('button', { name: 'What goes in?' });
      await expect(first).toHaveAttribute('aria-expanded', String(width >= 768));
      await expect(page.getByRole('heading', { name: 'What goes in?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', String(width < 768));
      await expect(page.getByRole('region', { name: 'What goes in?' })).toBeVisible({ visible: width < 768 });
      await expectNoAxeViolations(page);
    });
  }

  test('a change of breakpoint after a click does not undo it; several open at once', async ({ hostPage, page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await hostPage({ body: block('accordion', { ...accordion, open_on_mobile: false, open_on_desktop: true }) });
    await expectAllReady(page);
    const [first, second] = [page.getByRole('button', { name: 'What goes in?' }), page.getByRole('button', { name: 'How is it delivered?' })];
    await first.click();
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});
