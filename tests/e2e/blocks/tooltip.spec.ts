// The tooltip marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';

const WIDTHS = [390, 800, 1300];


test.describe('tooltip', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px shows on hover and focus, stays while hovered, Escape hides it, fits the viewport`, { tag: width === 800 ? '@framework' : [] }, async ({ hostPage, page }) => {
      await page.setViewportSize({ width, height: 700 });
      await hostPage({
        body: `<p class="right">Portions ${block('tooltip', { label: 'About portions', text: 'We work out your cat\'s daily calories from their age, weight and activity, then split them into trays.' })}</p><p class="after">After</p>`,
      });
      await expectAllReady(page);
      await page.locator('.right').evaluate((element) => element.style.setProperty('text-align', 'right'));
      const button = page.getByRole('button', { name: 'About portions' });
      const tooltip = page.getByRole('tooltip');
      const after = await page.locator('.after').boundingBox();
      await button.hover();
      await expect(tooltip).toBeVisible();
      await expect(button).toHaveAccessibleDescription(/daily calories/);
      const box = (await tooltip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(await page.locator('.after').boundingBox()).toEqual(after);
      await expectNoAxeViolations(page);
      // Straight from the button onto the tooltip (as a reader would), then across it.
      const trigger = (await button.boundingBox())!;
      await page.mouse.move(trigger.x + trigger.width / 2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + 4, box.y + box.height / 2, { steps: 5 });
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await page.mouse.move(0, 690);
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await page.keyboard.press('Shift+Tab');
      await button.click();
      await expect(tooltip).toBeVisible();
    });
  }
});
