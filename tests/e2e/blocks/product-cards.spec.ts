// The product-cards marketing block (contract 5.1) on host pages, its JSON written here: what shows (literal
// text), where links go (under the site base, through katkin:navigate), the keyboard path, axe.
import { SITE_PATH, CLUCK, MOOO, SPLASH, HOST_LINK } from '../block-content.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';
import { block, edges, expectAllReady, expectBackgroundInert } from '../block-page.ts';

test.describe('product-cards', () => {
  test('a card per item: image (hover picture on hover), pink tag, title, tagline, description, CTAs; title, image and CTAs link under the site base', { tag: '@framework' }, async ({ events, hostPage, origins }) => {
    const site = `${origins.host}${SITE_PATH}`;
    const page = await hostPage({ body: block('product-cards', [CLUCK, MOOO]), holdNavigation: true, siteBasePath: SITE_PATH });
    await expectAllReady(page);
    const cards = page.getByRole('list').getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const cluck = cards.first();
    const picture = cluck.getByRole('img', { name: 'A tray of Cluck' });
    await expect(picture).toHaveAttribute('src', `${site}/images/tray-cluck.svg`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Image first, then the card's text in the contract's order.
    expect((await cluck.evaluate((card: HTMLElement) => card.innerText)).split(/\n+/)).toEqual([
      'Best seller',
      'Cluck',
      'Chicken recipe',
      'Gently cooked British chicken with a little liver and heart.',
      'Try Cluck',
      'About Cluck',
    ]);
    expect((await edges(picture)).bottom).toBeLessThanOrEqual((await edges(cluck.getByText('Best seller'))).top);
    await expect(cluck.getByText('Best seller', { exact: true })).toHaveCSS('background-color', 'rgb(255, 214, 228)');
    const title = cluck.getByRole('heading', { level: 3, name: 'Cluck' }).getByRole('link', { name: 'Cluck' });
    await expect(title).toHaveAttribute('href', `${site}/recipes/cluck`);
    await expect(cluck.getByTestId('cluck-try')).toHaveAttribute('href', `${site}/plans?recipe=cluck`);
    await expect(cluck.getByTestId('cluck-try')).toHaveText('Try Cluck');
    // No `to`: the CTA goes to /{link}; a leading "/" in link is not doubled.
    await expect(cluck.getByTestId('cluck-about')).toHaveAttribute('href', `${site}/recipes/cluck`);
    await expect(cards.nth(1).getByTestId('mooo-try')).toHaveAttribute('href', `${site}/recipes/mooo`);
    await expectNoAxeViolations(page);
    const hoverPicture = cluck.getByRole('img', { name: 'Cluck served in a bowl' });
    await expect(hoverPicture).toHaveCSS('opacity', '0');
    await cluck.getByText('Chicken recipe').hover();
    await expect(hoverPicture).toHaveCSS('opacity', '1');

    await title.click();
    const { x, y, width, height } = (await picture.boundingBox())!;
    await page.mouse.click(x + width / 2, y + height / 2);
    await cluck.getByTestId('cluck-try').click();
    expect(await events.navigations()).toEqual([`${site}/recipes/cluck`, `${site}/recipes/cluck`, `${site}/plans?recipe=cluck`]);
  });

  test('by keyboard: one stop per title and CTA, the hover picture shows on focus, Enter follows', async ({ events, hostPage, origins }) => {
    const page = await hostPage({ body: block('product-cards', [CLUCK, MOOO]), holdNavigation: true, siteBasePath: SITE_PATH });
    await expectAllReady(page);
    const stops = [
      page.getByRole('link', { name: 'Cluck', exact: true }),
      page.getByTestId('cluck-try'),
      page.getByTestId('cluck-about'),
      page.getByRole('link', { name: 'Mooo', exact: true }),
      page.getByTestId('mooo-try'),
    ];
    for (const [index, stop] of stops.entries()) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
      if (index === 0) await expect(page.getByRole('img', { name: 'Cluck served in a bowl' })).toHaveCSS('opacity', '1');
    }
    await page.keyboard.press('Enter');
    expect(await events.navigations()).toEqual([`${origins.host}${SITE_PATH}/recipes/mooo`]);
  });

  test('ctaAction "modal": the popup named by the title with gallery, details and FAQs; Close and Escape; focus back; background inert', { tag: '@framework' }, async ({ events, hostPage }) => {
    const moooModal = { ...MOOO, ctaAction: 'modal', ctas: [{ id: 'about', name: 'About Mooo', testId: 'mooo-details' }] };
    const page = await hostPage({ body: HOST_LINK + block('product-cards', [SPLASH, moooModal]), holdNavigation: true, siteBasePath: SITE_PATH });
    await expectAllReady(page);
    const cta = page.getByTestId('splash-details');
    await expect(cta).toHaveRole('button');
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Splash' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    const gallery = dialog.getByRole('region', { name: 'Pictures of Splash' });
    await expect(gallery.getByRole('group', { name: '1 of 2' }).getByRole('img', { name: 'A tray of Splash' })).toBeVisible();
    await expect(gallery.getByRole('group', { name: '2 of 2' })).toBeHidden();
    await expect(dialog.getByText('Whitefish and salmon, gently cooked.')).toBeVisible();
    await expect(dialog.getByText('Whitefish 60%, salmon 36%, vitamins and minerals.')).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText('60%');
    await expect(dialog.getByRole('heading', { level: 3, name: 'FAQs' })).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 4 })).toHaveText(['Is Splash a complete food?', 'How long does it keep?']);
    await expect(dialog.getByText('Yes: complete and balanced for cats of every age.')).toBeVisible();
    await expectBackgroundInert(page.locator('#host-link'));
    await expectNoAxeViolations(page);

    // The gallery by keyboard: Tab to its buttons, Enter and the arrow keys turn it.
    await page.keyboard.press('Tab');
    await expect(gallery.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gallery.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('group', { name: '2 of 2' }).getByRole('img', { name: 'Splash served in a bowl' })).toBeVisible();
    await expect(gallery.getByRole('group', { name: '1 of 2' })).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByRole('group', { name: '1 of 2' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('group', { name: '2 of 2' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cta).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(cta).toBeFocused();
    await cta.click();
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(cta).toBeFocused();

    // Without a gallery the popup shows the card's image.
    await page.getByTestId('mooo-details').click();
    const mooo = page.getByRole('dialog', { name: 'Mooo' });
    await expect(mooo.getByRole('img', { name: 'A tray of Mooo' })).toBeVisible();
    await expect(mooo.getByRole('region')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mooo-details')).toBeFocused();
    expect(await events.navigations()).toEqual([]);
  });
});
