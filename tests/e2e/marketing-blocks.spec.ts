// The six marketing blocks of issue 12 on host pages, each test one row of contract section 5.1
// with the JSON written here: what shows (literal text), where links go (under the site base,
// through katkin:navigate), keyboard paths, focus in and out of the popups, axe in every state,
// the strict CSP, and a bad JSON child beside a good block.
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';
import { RECORD_EVENTS, block, edges, expectAllReady, expectBackgroundInert, katkinErrors, navigations } from './block-page.ts';

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
// A host control behind the popups (in a paragraph, so its small target has room around it).
const HOST_LINK = '<p><a id="host-link" href="#host">Host link</a></p>';

test.describe('product-cards', () => {
  test('a card per item: image (hover picture on hover), pink tag, title, tagline, description, CTAs; title, image and CTAs link under the site base', async ({ hostPage, origins }) => {
    const site = `${origins.host}${SITE_PATH}`;
    const page = await hostPage({ body: block('product-cards', [CLUCK, MOOO]), before: RECORD_EVENTS, siteBasePath: SITE_PATH });
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
    expect(await navigations(page)).toEqual([`${site}/recipes/cluck`, `${site}/recipes/cluck`, `${site}/plans?recipe=cluck`]);
  });

  test('by keyboard: one stop per title and CTA, the hover picture shows on focus, Enter follows', async ({ hostPage, origins }) => {
    const page = await hostPage({ body: block('product-cards', [CLUCK, MOOO]), before: RECORD_EVENTS, siteBasePath: SITE_PATH });
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
    expect(await navigations(page)).toEqual([`${origins.host}${SITE_PATH}/recipes/mooo`]);
  });

  test('ctaAction "modal": the popup named by the title with gallery, details and FAQs; Close and Escape; focus back; background inert', async ({ hostPage }) => {
    const moooModal = { ...MOOO, ctaAction: 'modal', ctas: [{ id: 'about', name: 'About Mooo', testId: 'mooo-details' }] };
    const page = await hostPage({ body: HOST_LINK + block('product-cards', [SPLASH, moooModal]), before: RECORD_EVENTS, siteBasePath: SITE_PATH });
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
    expect(await navigations(page)).toEqual([]);
  });
});

test.describe('comparison-modal', () => {
  test("'How we compare' opens a dialog with a real table, TICK 'Yes' and CROSS 'No'; Close and Escape; focus back", async ({ hostPage }) => {
    const page = await hostPage({
      body: HOST_LINK + block('comparison-modal', COMPARISON) + block('comparison-modal', { ...COMPARISON, button_text: 'Compare us with dry food' }),
      siteBasePath: SITE_PATH,
    });
    await expectAllReady(page);
    await expectNoAxeViolations(page);
    const button = page.getByRole('button', { name: 'How we compare' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'How we compare' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const table = dialog.getByRole('table');
    // The logo stands in for our title, which still names the column.
    await expect(table.getByRole('columnheader')).toHaveText(['KatKin', 'Supermarket pouches']);
    await expect(table.getByRole('columnheader', { name: 'KatKin' }).locator('img')).toHaveAttribute('alt', '');
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    const firstRow = rows.nth(1).getByRole('cell');
    await expect(firstRow).toHaveText(['100% human-quality meat', 'As little as 4% named meat']);
    await expect(firstRow.nth(0).getByRole('img', { name: 'Yes', exact: true })).toBeVisible();
    await expect(firstRow.nth(1).getByRole('img', { name: 'No', exact: true })).toBeVisible();
    await expect(rows.nth(2).getByRole('cell').getByRole('img', { name: 'Yes', exact: true })).toHaveCount(2);
    await expectBackgroundInert(page.locator('#host-link'));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    const own = page.getByRole('button', { name: 'Compare us with dry food' });
    await expect(own).toBeFocused();
    await page.keyboard.press('Space');
    const ownDialog = page.getByRole('dialog', { name: 'Compare us with dry food' });
    await expect(ownDialog.getByRole('table')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(ownDialog).toHaveCount(0);
    await expect(own).toBeFocused();
  });
});

test.describe('sticky-cta', () => {
  test('sticks to the bottom of the viewport while its container is on screen; the rating and CTA; by keyboard', async ({ hostPage, origins }) => {
    const page = await hostPage({
      // The host reserves more room than the bar needs (min-height), as examples/example.css does.
      body: `<div id="container"><p style="height: 1500px">Fresh, human-quality meat, cooked gently.</p>${block('sticky-cta', STICKY, 'id="sticky" style="min-height: 8rem"')}</div>
        <p style="height: 1500px">The rest of the page.</p>`,
      before: RECORD_EVENTS,
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
    expect(await navigations(page)).toEqual([`${origins.host}/uk/plans`, `${origins.host}/uk/plans`]);
  });

  test('disabled: a disabled CTA; loading: disabled and aria-busy with a spinner; hide_if_disabled: nothing shows, still ready', async ({ hostPage }) => {
    const cta = { name: 'Continue', to: '/checkout' };
    const page = await hostPage({
      body: [
        block('sticky-cta', { text: 'Choose a recipe to continue', cta, disabled: true }, 'id="disabled"'),
        block('sticky-cta', { text: 'Saving your choices', cta, state: 'loading' }, 'id="loading"'),
        block('sticky-cta', { text: 'Hidden until a recipe is chosen', cta, disabled: true, hide_if_disabled: true }, 'id="hidden"'),
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
});

test.describe('cta-bar', () => {
  test('fixed at the bottom with the stars; its spacer keeps the end of the page clear; a sticky-cta stands above it', async ({ hostPage, origins }) => {
    const page = await hostPage({
      body: `<div><p style="height: 1200px">Fresh, human-quality meat.</p>${block('sticky-cta', { ...STICKY, cta: { name: 'Build your plan', to: '/plans' } }, 'id="sticky"')}</div>
        <p id="last">The last words of the page.</p>${block('cta-bar', CTA_BAR, 'id="cta-bar"')}`,
      before: RECORD_EVENTS,
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
    expect(await navigations(page)).toEqual([`${origins.host}/uk/plans?from=bar`]);

    // On a phone the bar wraps to more rows: the spacer follows its new height.
    await page.setViewportSize({ width: 360, height: 640 });
    await expect.poll(async () => (await edges(bar)).height).toBeGreaterThan(atTop.height);
    await expect.poll(spacerFitsBar).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await edges(page.locator('#last'))).bottom).toBeLessThanOrEqual((await edges(bar)).top);
  });
});

test.describe('trust-rating', () => {
  // [score, stars shown, word]: stars round to the nearest half (halves up), the word follows the stars.
  const SCORES: [number, number, string][] = [
    [5, 5, 'Excellent'],
    [4.75, 5, 'Excellent'],
    [4.7, 4.5, 'Excellent'],
    [4.25, 4.5, 'Excellent'],
    [4.2, 4, 'Great'],
    [3.6, 3.5, 'Average'],
    [3.2, 3, 'Average'],
    [2.7, 2.5, 'Poor'],
    [1.8, 2, 'Poor'],
    [1.7, 1.5, 'Bad'],
    [0, 0, 'Bad'],
  ];

  test('stars rounded to halves with their name, the word by the stars, and the count', async ({ hostPage }) => {
    const page = await hostPage({ body: SCORES.map(([score], index) => block('trust-rating', { score, count: index === 0 ? 1 : 1234 }, `id="rating-${index}"`)).join('') });
    await expectAllReady(page);
    for (const [index, [, stars, word]] of SCORES.entries()) {
      const rating = page.locator(`#rating-${index}`);
      await expect(rating.getByRole('img')).toHaveAccessibleName(`Rated ${stars} out of 5`);
      await expect(rating.locator('.trust-rating-word')).toHaveText(word);
      await expect(rating.locator('.trust-rating-count')).toHaveText(index === 0 ? 'Based on 1 review' : 'Based on 1,234 reviews');
    }
    await expectNoAxeViolations(page);
  });

  test('the link wraps the count: an external one opens a new tab with noopener noreferrer, a site path goes through katkin:navigate', async ({ hostPage, origins }) => {
    const trustpilot = 'https://uk.trustpilot.com/review/www.katkin.com';
    const page = await hostPage({
      body: block('trust-rating', { score: 4.7, count: 12345, link: trustpilot }) + block('trust-rating', { score: 4.2, count: 1234, link: '/reviews' }),
      before: RECORD_EVENTS,
      siteBasePath: '/uk',
    });
    await expectAllReady(page);
    const external = page.getByRole('link', { name: 'Based on 12,345 reviews (opens in a new tab)' });
    await expect(external).toHaveAttribute('href', trustpilot);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const site = page.getByRole('link', { name: 'Based on 1,234 reviews', exact: true });
    await expect(site).toHaveAttribute('href', `${origins.host}/uk/reviews`);
    await expect(site).not.toHaveAttribute('target');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(external).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(site).toBeFocused();
    await page.keyboard.press('Enter');
    await site.click();
    expect(await navigations(page)).toEqual([`${origins.host}/uk/reviews`, `${origins.host}/uk/reviews`]);
  });
});

test.describe('review-list', () => {
  // West of Greenwich, where reading "2024-06-03" as a UTC instant would show 2 June.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('each review: stars rounded to halves, title, body as plain text, author and date like 3 June 2024', async ({ hostPage }) => {
    const reviews = [
      { author: 'Sarah, Leeds', rating: 5, title: 'Our fussy cat is converted', body: 'Milo used to walk away from every bowl.\nNow he waits by the fridge.', date: '2024-06-03' },
      { author: 'Priya', rating: 4.3, body: 'Good food. I thought <b>this</b> would be bold.', date: '2025-11-30' },
    ];
    const page = await hostPage({ body: block('review-list', { reviews }) });
    await expectAllReady(page);
    const items = page.getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(2);
    const [sarah, priya] = [items.nth(0), items.nth(1)];
    await expect(sarah.getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
    await expect(sarah.getByRole('heading', { level: 3 })).toHaveText('Our fussy cat is converted');
    expect(await sarah.locator('.review-body').evaluate((body: HTMLElement) => body.innerText)).toBe('Milo used to walk away from every bowl.\nNow he waits by the fridge.');
    await expect(sarah.getByText('Sarah, Leeds, 3 June 2024')).toBeVisible();
    await expect(sarah.locator('time')).toHaveAttribute('datetime', '2024-06-03');
    await expect(priya.getByRole('img')).toHaveAccessibleName('Rated 4.5 out of 5');
    await expect(priya.getByRole('heading')).toHaveCount(0);
    await expect(priya.getByText('Good food. I thought <b>this</b> would be bold.')).toBeVisible();
    await expect(priya.locator('b')).toHaveCount(0);
    await expect(priya.getByText('Priya, 30 November 2025')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('every block together', () => {
  test('under the strict CSP: all ready, styles applied, popups open, zero violations', async ({ hostPage, page }) => {
    const violations = await recordCspViolations(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await hostPage({
      body: [
        block('product-cards', [CLUCK, SPLASH]),
        block('comparison-modal', COMPARISON),
        block('trust-rating', { score: 4.7, count: 12345, link: 'https://uk.trustpilot.com/review/www.katkin.com' }),
        block('review-list', { reviews: [{ author: 'Sam', rating: 5, body: 'Lovely.', date: '2024-06-03' }] }),
        `<div>${block('sticky-cta', STICKY, 'id="sticky"')}</div>`,
        block('cta-bar', CTA_BAR, 'id="cta-bar"'),
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
    expect(pageErrors).toEqual([]);
  });

  test('a bad JSON child is an invalid-options error naming the block and the field; the good block beside it works', async ({ hostPage, origins }) => {
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
      body: bad.map(([name, content]) => block(name, content, 'class="bad"') + block(name, good[name], 'class="good"')).join(''),
      before: RECORD_EVENTS,
      siteBasePath: SITE_PATH,
    });
    await expect(page.locator('.bad[data-katkin-state="error"]')).toHaveCount(6);
    await expect(page.locator('.good[data-katkin-state="ready"]')).toHaveCount(6);
    const sitePath = 'expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")';
    // The blocks' chunks arrive in any order, so the errors are compared in the page's order.
    const errors = await katkinErrors(page);
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
    expect(await navigations(page)).toEqual([`${origins.host}${SITE_PATH}/plans?recipe=cluck`]);
  });
});
