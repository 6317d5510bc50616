// Links inside rich CMS text (contract 5.1), in the built widgets: a site path sits on the site
// base (its own path kept) and a click fires katkin:navigate first, so an SPA host that cancels
// it routes itself and the page stays; without a cancel the browser goes there. Another origin's
// link gets rel="noopener noreferrer" and announces itself too; mailto: and tel: stay; every
// other scheme is dropped with its text kept. Under the strict CSP, with nothing run.
import type { Page } from '@playwright/test';
import { block, expectAllReady } from './block-page.ts';
import { test, expect } from './fixtures.ts';
import { recordCspViolations } from './page-checks.ts';

/** An SPA host: it hears each katkin:navigate, cancels it and routes itself with pushState. */
const SPA_HOST = `window.__navigated = []; window.__booted = Date.now() + Math.random();
document.addEventListener('katkin:navigate', (event) => { event.preventDefault(); window.__navigated.push(event.detail); const to = new URL(event.detail.url); history.pushState(null, '', to.pathname + to.search); });`;

const litter = (card_footer: string) =>
  block('litter-trial', { title: 'Add a litter trial', product: 'SCOOP_HEALTH', continue_to_path: '/checkout', card_footer }, { 'data-variant': 'a' });
const accordion = (body: string) => block('accordion', { items: [{ title: 'Delivery', body }], open_on_mobile: true });

const navigated = (page: Page) => page.evaluate(() => (window as unknown as { __navigated: { widget: string; url: string }[] }).__navigated);
const booted = (page: Page) => page.evaluate(() => (window as unknown as { __booted: number }).__booted);

test.describe('links inside rich text', () => {
  test('an SPA host that cancels katkin:navigate routes a site-path link itself (litter footer, accordion body): the page stays', async ({ hostPage, page, origins }) => {
    await hostPage({
      body: litter('<p>Trial price. <a href="/articles/litter">How it works</a></p>') + accordion('<p>See <a href="/plans?from=faq">our plans</a>.</p>'),
      before: SPA_HOST,
      auth: 'customer',
      siteBasePath: '/uk',
    });
    await expectAllReady(page);
    const started = await booted(page);
    const footerLink = page.locator('.litter-footer').getByRole('link', { name: 'How it works' });
    await expect(footerLink).toHaveAttribute('href', `${origins.host}/uk/articles/litter`);
    await footerLink.click();
    await expect(page).toHaveURL(`${origins.host}/uk/articles/litter`);
    const accordionLink = page.getByRole('link', { name: 'our plans' });
    await expect(accordionLink).toHaveAttribute('href', `${origins.host}/uk/plans?from=faq`);
    await accordionLink.click();
    await expect(page).toHaveURL(`${origins.host}/uk/plans?from=faq`);
    expect(await navigated(page)).toEqual([
      { widget: 'litter-trial', url: `${origins.host}/uk/articles/litter` },
      { widget: 'accordion', url: `${origins.host}/uk/plans?from=faq` },
    ]);
    // The same document: no page load happened.
    expect(await booted(page)).toBe(started);
  });

  test('a host that lets katkin:navigate happen: the browser goes to the link on the site base', async ({ hostPage, page, origins }) => {
    origins.pages.set('/uk/plans', { html: '<!doctype html><title>Plans</title><h1>Plans</h1>' });
    await hostPage({
      body: accordion('<p>See <a href="/plans">our plans</a>.</p>'),
      siteBasePath: '/uk',
    });
    await page.getByRole('link', { name: 'our plans' }).click();
    await expect(page).toHaveURL(`${origins.host}/uk/plans`);
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  });

  test('hostile links: other origins get noopener noreferrer and announce themselves, mailto:/tel: stay, other schemes lose their link', async ({ hostPage, page }) => {
    const violations = await recordCspViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const body =
      '<p><a href="https://vets.example/advice" rel="opener">Vets</a> <a href="mailto:help@katkin.example">Email</a> <a href="tel:+442012345678">Call</a> ' +
      '<a href="ftp://files.example/a">FTP</a> <a href="sms:+4420">SMS</a> <a href="javascript:alert(1)">JS</a> <a href="data:text/html,hi">Data</a> ' +
      '<a href="//evil.example/x">Slashes</a> <a href="/\\evil.example">Backslash</a> <a href="articles">Relative</a></p>';
    await hostPage({ body: accordion(body), before: SPA_HOST, csp: true });
    const panel = page.locator('[data-katkin-widget="accordion"] p');
    await expect(panel).toHaveText('Vets Email Call FTP SMS JS Data Slashes Backslash Relative');
    expect(await panel.evaluate((element) => element.innerHTML)).toBe(
      '<a href="https://vets.example/advice" rel="noopener noreferrer">Vets</a> <a href="mailto:help@katkin.example">Email</a> <a href="tel:+442012345678">Call</a> ' +
        'FTP SMS JS Data Slashes Backslash Relative',
    );
    const started = await booted(page);
    await page.getByRole('link', { name: 'Vets' }).click();
    expect(await navigated(page)).toEqual([{ widget: 'accordion', url: 'https://vets.example/advice' }]);
    expect(await booted(page)).toBe(started);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
