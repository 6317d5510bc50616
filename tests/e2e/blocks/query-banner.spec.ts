// The query-banner marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';



test.describe('query-banner', () => {
  const banner = { param: 'offer', banners: { spring: 'Spring: 30% off', summer: 'Summer sale' } };

  test('shows the banner for the query value and follows pushState, replaceState and back', { tag: '@framework' }, async ({ hostPage, page }) => {
    await hostPage({ body: block('query-banner', { ...banner, default: 'Fresh cat food' }), query: '?offer=spring' });
    await expectAllReady(page);
    await expect(page.getByText('Spring: 30% off')).toBeVisible();
    await page.evaluate(() => history.pushState(null, '', '?offer=summer'));
    await expect(page.getByText('Summer sale')).toBeVisible();
    await page.evaluate(() => history.replaceState(null, '', '?offer=winter'));
    await expect(page.getByText('Fresh cat food')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Spring: 30% off')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with no match and no default shows nothing and takes no space, still ready', async ({ hostPage, page }) => {
    await hostPage({ body: block('query-banner', banner), query: '?offer=winter' });
    await expectAllReady(page);
    expect((await page.locator('[data-katkin-widget="query-banner"]').boundingBox())?.height).toBe(0);
    await page.evaluate(() => history.pushState(null, '', '?offer=spring'));
    await expect(page.getByText('Spring: 30% off')).toBeVisible();
  });
});
