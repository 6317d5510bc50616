// The cta-bar marketing block (contract 5.1) on host pages, its JSON written here: what shows (literal
// text), where links go (under the site base, through katkin:navigate), the keyboard path, axe.
import { STICKY, CTA_BAR } from '../block-content.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';
import { block, edges, expectAllReady } from '../block-page.ts';

test.describe('cta-bar', () => {
  test('fixed at the bottom with the stars; its spacer keeps the end of the page clear; a sticky-cta stands above it', { tag: '@framework' }, async ({ events, hostPage, origins }) => {
    const page = await hostPage({
      body: `<div><p style="height: 1200px">Fresh, human-quality meat.</p>${block('sticky-cta', { ...STICKY, cta: { name: 'Build your plan', to: '/plans' } }, { id: 'sticky' })}</div>
        <p id="last">The last words of the page.</p>${block('cta-bar', CTA_BAR, { id: 'cta-bar' })}`,
      holdNavigation: true,
      siteBasePath: '/uk',
    });
    await expectAllReady(page);
    const viewport = page.viewportSize()!.height;
    const bar = page.locator('#cta-bar .cta-bar');
    await expect(bar.getByText('Try fresh food with 20% off')).toBeVisible();
    await expect(bar.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    const cta = bar.getByRole('link', { name: 'Claim 20% off' });
    await expect(cta).toHaveAttribute('href', `${origins.host}/uk/plans?from=bar`);
    const atTop = await edges(bar);
    expect(atTop.bottom).toBe(viewport);
    expect((await edges(page.locator('#sticky'))).bottom).toBe(atTop.top);
    // Where it is placed, the placeholder holds the bar's height, rounded up to a whole pixel.
    const spacerFitsBar = async () => {
      const over = (await page.locator('#cta-bar').boundingBox())!.height - (await bar.boundingBox())!.height;
      return over >= 0 && over < 1;
    };
    expect(await spacerFitsBar()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const atEnd = await edges(bar);
    expect(atEnd.bottom).toBe(viewport);
    expect((await edges(page.locator('#last'))).bottom).toBeLessThanOrEqual(atEnd.top);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Build your plan' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cta).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await events.navigations()).toEqual([`${origins.host}/uk/plans?from=bar`]);

    // On a phone the bar wraps to more rows: the spacer follows its new height.
    await page.setViewportSize({ width: 360, height: 640 });
    await expect.poll(async () => (await edges(bar)).height).toBeGreaterThan(atTop.height);
    await expect.poll(spacerFitsBar).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await edges(page.locator('#last'))).bottom).toBeLessThanOrEqual((await edges(bar)).top);
  });

  test('keyboard focus on the host page never goes under the bar (WCAG 2.4.11)', { tag: '@framework' }, async ({ hostPage }) => {
    const links = Array.from({ length: 30 }, (_, i) => `<p style="margin: 0 0 45px"><a href="#l${i}">Host link ${i + 1}</a></p>`).join('');
    const page = await hostPage({ body: `${links}${block('cta-bar', CTA_BAR, { id: 'cta-bar' })}` });
    await expectAllReady(page);
    const bar = page.locator('#cta-bar .cta-bar');
    const barTop = (await edges(bar)).top;
    const under: string[] = [];
    for (let i = 1; i <= 30; i++) {
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: `Host link ${i}`, exact: true });
      await expect(link).toBeFocused();
      if ((await edges(link)).bottom > barTop) under.push(`Host link ${i}`);
    }
    expect(under).toEqual([]);
  });
});
