// The popup and rating blocks together on one host page: their styles under the strict CSP with
// the popups open, and a bad JSON child of each beside a good one (each block's own flows are in
// blocks/<block>.spec.ts).
import { SITE_PATH, CLUCK, MOOO, SPLASH, COMPARISON, STICKY, CTA_BAR } from './block-content.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';
import { block, expectAllReady } from './block-page.ts';

test.describe('every block together', () => {
  test('under the strict CSP: all ready, styles applied, popups open, zero violations', async ({ events, hostPage, page }) => {
    const violations = await recordCspViolations(page);
    await hostPage({
      body: [
        block('product-cards', [CLUCK, SPLASH]),
        block('comparison-modal', COMPARISON),
        block('trust-rating', { score: 4.7, count: 12345, link: 'https://uk.trustpilot.com/review/www.katkin.com' }),
        block('review-list', { reviews: [{ author: 'Sam', rating: 5, body: 'Lovely.', date: '2024-06-03' }] }),
        `<div>${block('sticky-cta', STICKY, { id: 'sticky' })}</div>`,
        block('cta-bar', CTA_BAR, { id: 'cta-bar' }),
      ].join(''),
      csp: true,
      siteBasePath: SITE_PATH,
    });
    await expectAllReady(page);
    await expect(page.locator('#sticky')).toHaveCSS('position', 'sticky');
    await expect(page.locator('#cta-bar .cta-bar')).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('listitem').filter({ hasText: 'Cluck' }).getByText('Best seller')).toHaveCSS('background-color', 'rgb(255, 214, 228)');
    await expectNoAxeViolations(page);
    await page.getByTestId('splash-details').click();
    await expect(page.getByRole('dialog', { name: 'Splash' })).toHaveCSS('border-top-left-radius', '8px');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'How we compare' }).click();
    await expect(page.getByRole('dialog', { name: 'How we compare' }).getByRole('table')).toHaveCSS('border-collapse', 'collapse');
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);
    expect(events.pageErrors).toEqual([]);
  });

  test('a bad JSON child is an invalid-options error naming the block and the field; the good block beside it works', async ({ events, hostPage, origins }) => {
    const bad: [string, unknown][] = [
      ['product-cards', [MOOO, { ...CLUCK, link: undefined, ctas: [CLUCK.ctas[0], { id: 'about', name: 'About Cluck' }] }]],
      ['comparison-modal', { ...COMPARISON, rows: [{ product: { icon: 'YES', body: 'Fresh' }, competitor: { icon: 'CROSS', body: 'Dried' } }] }],
      ['sticky-cta', { ...STICKY, rating: undefined }],
      ['cta-bar', { ...CTA_BAR, cta: { name: 'Get started', to: 'https://evil.example/plans' } }],
      ['trust-rating', { score: 6, count: 10 }],
      ['review-list', { reviews: [{ author: 'Sam', rating: 5, body: 'Lovely.', date: '03/06/2024' }] }],
    ];
    const good: Record<string, unknown> = {
      'product-cards': [CLUCK],
      'comparison-modal': COMPARISON,
      'sticky-cta': STICKY,
      'cta-bar': CTA_BAR,
      'trust-rating': { score: 4.7, count: 12345 },
      'review-list': { reviews: [{ author: 'Sam', rating: 5, body: 'Lovely.', date: '2024-06-03' }] },
    };
    const page = await hostPage({
      body: bad.map(([name, content]) => block(name, content, { class: 'bad' }) + block(name, good[name], { class: 'good' })).join(''),
      holdNavigation: true,
      siteBasePath: SITE_PATH,
    });
    await expect(page.locator('.bad[data-katkin-state="error"]')).toHaveCount(6);
    await expect(page.locator('.good[data-katkin-state="ready"]')).toHaveCount(6);
    const sitePath = 'expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")';
    // The blocks' chunks arrive in any order, so the errors are compared in the page's order.
    const errors = await events.katkinErrors();
    expect(errors.sort((a, b) => bad.findIndex(([name]) => name === a.widget) - bad.findIndex(([name]) => name === b.widget))).toEqual([
      { widget: 'product-cards', code: 'invalid-options', message: 'product-cards: JSON content: [1].ctas[1]: expected "to", a "link" on its card, or ctaAction "modal"' },
      { widget: 'comparison-modal', code: 'invalid-options', message: 'comparison-modal: JSON content: rows[0].product.icon: expected one of "TICK", "CROSS"' },
      { widget: 'sticky-cta', code: 'invalid-options', message: 'sticky-cta: JSON content: rating: expected {score, count} when show_trustpilot_rating is true' },
      { widget: 'cta-bar', code: 'invalid-options', message: `cta-bar: JSON content: cta.to: ${sitePath}` },
      { widget: 'trust-rating', code: 'invalid-options', message: 'trust-rating: JSON content: score: expected at most 5' },
      { widget: 'review-list', code: 'invalid-options', message: 'review-list: JSON content: reviews[0].date: expected a YYYY-MM-DD date' },
    ]);
    // Each good block shows and answers.
    await page.locator('.good').getByTestId('cluck-try').click();
    await page.locator('.good').getByRole('button', { name: 'How we compare' }).click();
    await expect(page.getByRole('dialog', { name: 'How we compare' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.good').getByText('Excellent', { exact: true })).toHaveCount(2);
    await expect(page.locator('.good').getByText('Sam, 3 June 2024')).toBeVisible();
    expect(await events.navigations()).toEqual([`${origins.host}${SITE_PATH}/plans?recipe=cluck`]);
  });
});
