// The popup and rating blocks together on one host page: their styles under the strict CSP with
// the popups open, and a bad JSON child of each beside a good one (each block's own flows are in
// blocks/<block>.spec.ts).
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';
import { block, expectAllReady } from './block-page.ts';

// The site base has a path, so every link is seen to stay under it; /examples also serves the images.
const SITE_PATH = '/examples';
const image = (name: string, alt: string) => ({ src: `/images/${name}.svg`, alt });

const CLUCK = {
  title: 'Cluck',
  tagline: 'Chicken recipe',
  description: 'Gently cooked British chicken with a little liver and heart.',
  image: image('tray-cluck', 'A tray of Cluck'),
  hoverMedia: image('bowl', 'Cluck served in a bowl'),
  tag: 'Best seller',
  link: 'recipes/cluck',
  ctas: [
    { id: 'try', to: '/plans?recipe=cluck', name: 'Try Cluck', testId: 'cluck-try' },
    { id: 'about', name: 'About Cluck', design: 'secondary', color: 'black', testId: 'cluck-about' },
  ],
};
const MOOO = { title: 'Mooo', image: image('tray-mooo', 'A tray of Mooo'), link: '/recipes/mooo', ctas: [{ id: 'try', name: 'Try Mooo', testId: 'mooo-try' }] };
const SPLASH = {
  title: 'Splash',
  description: 'Whitefish and salmon, gently cooked.',
  details: '<p>Whitefish <strong>60%</strong>, salmon 36%, vitamins and minerals.</p>',
  image: image('tray-splash', 'A tray of Splash'),
  gallery: [image('tray-splash', 'A tray of Splash'), image('bowl', 'Splash served in a bowl')],
  ctaAction: 'modal',
  ctas: [{ id: 'inside', name: "See what's inside", testId: 'splash-details' }],
  faqs: [
    { question: 'Is Splash a complete food?', answer: '<p>Yes: complete and balanced for cats of every age.</p>' },
    { question: 'How long does it keep?', answer: '<p>Six months in the freezer.</p>' },
  ],
};
const COMPARISON = {
  headers: {
    product: { title: 'KatKin', image: { src: '/images/katkin-logo.svg', alt: '' }, withLogo: true },
    competitor: { title: 'Supermarket pouches' },
  },
  rows: [
    { product: { icon: 'TICK', body: '100% human-quality meat' }, competitor: { icon: 'CROSS', body: 'As little as 4% named meat' } },
    { product: { icon: 'TICK', body: 'Designed by vets' }, competitor: { icon: 'TICK', body: 'Complete food' } },
  ],
};
const STICKY = { text: 'Fresh cat food from £1.50 a day', cta: { name: 'Get started', to: '/plans' }, show_trustpilot_rating: true, rating: { score: 4.3, count: 12345 } };
const CTA_BAR = { text: 'Try fresh food with 20% off', cta: { name: 'Claim 20% off', to: '/plans?from=bar' }, rating: { score: 4.7, count: 12345 } };

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
