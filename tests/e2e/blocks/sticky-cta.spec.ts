// The sticky-cta marketing block (contract 5.1) on host pages, its JSON written here: what shows (literal
// text), where links go (under the site base, through katkin:navigate), the keyboard path, axe.
import { STICKY } from '../block-content.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';
import { block, edges, expectAllReady } from '../block-page.ts';

test.describe('sticky-cta', () => {
  test('sticks to the bottom of the viewport while its container is on screen; the rating and CTA; by keyboard', { tag: '@framework' }, async ({ events, hostPage, origins }) => {
    const page = await hostPage({
      // The host reserves more room than the bar needs (min-height), as examples/example.css does.
      body: `<div id="container"><p style="height: 1500px">Fresh, human-quality meat, cooked gently.</p>${block('sticky-cta', STICKY, { id: 'sticky', style: 'min-height: 8rem' })}</div>
        <p style="height: 1500px">The rest of the page.</p>`,
      holdNavigation: true,
      siteBasePath: '/uk',
    });
    await expectAllReady(page);
    const viewport = page.viewportSize()!.height;
    const sticky = page.locator('#sticky');
    await expect(sticky.getByText('Fresh cat food from £1.50 a day')).toBeVisible();
    await expect(sticky.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(sticky.getByText('Excellent', { exact: true })).toBeVisible();
    const cta = sticky.getByRole('link', { name: 'Get started' });
    await expect(cta).toHaveAttribute('href', `${origins.host}/uk/plans`);
    expect((await edges(sticky)).bottom).toBe(viewport);
    // The bar fills the room, so no page shows through under it.
    expect(await edges(sticky.locator('.katkin-bottom-bar'))).toEqual(await edges(sticky));
    await page.evaluate(() => window.scrollTo(0, 800));
    expect((await edges(sticky)).bottom).toBe(viewport);
    // Scrolled until the container ends 300 px above the viewport's bottom: the bar goes with it.
    await page.evaluate(() => window.scrollBy(0, document.querySelector('#container')!.getBoundingClientRect().bottom - innerHeight + 300));
    const container = await edges(page.locator('#container'));
    expect(container.bottom).toBe(viewport - 300);
    expect((await edges(sticky)).bottom).toBe(container.bottom);
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press('Tab');
    await expect(cta).toBeFocused();
    await page.keyboard.press('Enter');
    await cta.click();
    expect(await events.navigations()).toEqual([`${origins.host}/uk/plans`, `${origins.host}/uk/plans`]);
  });

  test('disabled: a disabled CTA; loading: disabled and aria-busy with a spinner; hide_if_disabled: nothing shows, still ready', async ({ hostPage }) => {
    const cta = { name: 'Continue', to: '/checkout' };
    const page = await hostPage({
      body: [
        block('sticky-cta', { text: 'Choose a recipe to continue', cta, disabled: true }, { id: 'disabled' }),
        block('sticky-cta', { text: 'Saving your choices', cta, state: 'loading' }, { id: 'loading' }),
        block('sticky-cta', { text: 'Hidden until a recipe is chosen', cta, disabled: true, hide_if_disabled: true }, { id: 'hidden' }),
      ].join(''),
    });
    await expectAllReady(page);
    const disabled = page.locator('#disabled');
    await expect(disabled.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(disabled.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
    await expect(disabled.getByRole('link')).toHaveCount(0);
    const loading = page.locator('#loading').getByRole('button', { name: 'Loading Continue' });
    await expect(loading).toBeDisabled();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.locator('.katkin-spinner')).toBeVisible();
    await expect(page.getByText('Hidden until a recipe is chosen')).toHaveCount(0);
    expect((await edges(page.locator('#hidden'))).height).toBe(0);
    // Nothing on the page takes focus: both CTAs are disabled and the third is not there.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('keyboard focus in its container never goes under the stuck bar (WCAG 2.4.11)', { tag: '@framework' }, async ({ hostPage }) => {
    const links = Array.from({ length: 30 }, (_, i) => `<p style="margin: 0 0 45px"><a href="#l${i}">Host link ${i + 1}</a></p>`).join('');
    const page = await hostPage({ body: `<div>${links}${block('sticky-cta', STICKY, { id: 'sticky' })}</div><p style="height: 600px">After the section.</p>` });
    await expectAllReady(page);
    const under: string[] = [];
    for (let i = 1; i <= 30; i++) {
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: `Host link ${i}`, exact: true });
      await expect(link).toBeFocused();
      if ((await edges(link)).bottom > (await edges(page.locator('#sticky'))).top) under.push(`Host link ${i}`);
    }
    expect(under).toEqual([]);
  });
});
