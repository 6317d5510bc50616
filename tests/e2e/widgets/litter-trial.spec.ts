// The litter trial offer (variants A, B, date) on a host page of its own origin, against the
// reference API's form actions: texts and links, the login round trip, the persisted flag,
// dates, the exact checkout request, double clicks, the failure paths and axe in each state.
import type { Page } from '@playwright/test';
import { block } from '../block-page.ts';
import { test, expect, type HostPageOptions } from '../fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from '../page-checks.ts';

const baseContent = {
  title: 'Add a litter trial',
  continue_to_path: '/checkout/summary',
  product: 'SCOOP_HEALTH',
  param_discount_code: 'LITTER50',
  param_quantity: 1,
  param_cadence: '4',
  card_title: 'Scoop Health litter',
  card_images: [{ image: '/examples/images/litter-bag.svg', alt: 'A bag of Scoop Health litter' }],
  card_price_prefix: 'First bag',
  card_price: 15,
  card_sale_price: 7.5,
  card_tag: '50% off',
  card_subscription_details: 'Then one bag every 4 weeks.',
  card_footer: '<p>Trial price on your first bag. <a href="/articles/litter">How it works</a></p>',
};

const QUERY = '?allCatNames=Tom,Luna&allCatGenders=BOY,GIRL&katkinCustomerId=77&signUpRoute=fresh&flow=upsell&utm_source=mail';

interface OfferOptions extends Pick<HostPageOptions, 'auth' | 'flags' | 'consent' | 'before'> {
  variant: 'a' | 'b' | 'date';
  content?: Record<string, unknown>;
  query?: string;
}

type HostPage = (options: HostPageOptions) => Promise<Page>;

async function openOffer(hostPage: HostPage, { variant, content = {}, query, ...setUp }: OfferOptions): Promise<Page> {
  const page = await hostPage({
    body: block('litter-trial', { ...baseContent, ...content }, { 'data-variant': variant }),
    ...setUp,
  });
  if (query) await page.goto(page.url() + query);
  await expect(page.locator('[data-katkin-widget]')).toHaveAttribute('data-katkin-state', 'ready');
  return page;
}

/**
 * The reference API's "today" for every test here (a Saturday), so the dates are literal. Its
 * offer: Mon 3 June is the paid express day, Saturdays cost extra, Sundays are skipped, so the
 * first free date, the spec's default, is Tuesday 4 June.
 */
const TODAY = '2024-06-01';
const FIRST_FREE_DATE = '2024-06-04';

test.beforeEach(({ api }) => api.switch({ today: TODAY }));

const checkoutCalls = (api: { requests(path?: string): { body: unknown }[] }) =>
  api.requests('/actions').filter((r) => (r.body as { name?: string }).name === 'checkoutLitter');

test.describe('litter-trial variant A', () => {
  test('shows the card, the first delivery date and a Continue link carrying the query', async ({ hostPage, origins }) => {
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer', query: QUERY });
    await expect(page.getByRole('heading', { name: 'Add a litter trial', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scoop Health litter', level: 3 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A bag of Scoop Health litter' })).toBeVisible();
    await expect(page.locator('.litter-price')).toHaveText('First bag Was £15.00 now £7.50');
    await expect(page.locator('.litter-price-was')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(page.locator('.litter-tag')).toHaveText('50% off');
    // Spec "a pink tag": the tag pink (#ffd6e4) with its dark text (#6b0f33).
    await expect(page.locator('.litter-tag')).toHaveCSS('background-color', 'rgb(255, 214, 228)');
    await expect(page.locator('.litter-tag')).toHaveCSS('color', 'rgb(107, 15, 51)');
    // The follow-on subscription details (card_subscription_details): the price after the trial.
    await expect(page.locator('.litter-subscription')).toHaveText('Then one bag every 4 weeks.');
    // No theme given: the spec's default, light-grey (#f1f1ef).
    await expect(page.locator('section.litter')).toHaveCSS('background-color', 'rgb(241, 241, 239)');
    await expect(page.locator('.litter-first-delivery')).toHaveText('First delivery: Tuesday, June 4, 2024');
    await expect(page.locator('.litter-footer a')).toHaveAttribute('href', `${origins.host}/articles/litter`);
    const banner = page.getByRole('region', { name: 'Your litter trial order' });
    const continueLink = banner.getByRole('link', { name: 'Continue without trial offer' });
    await expect(continueLink).toHaveAttribute(
      'href',
      `${origins.host}/checkout/summary?allCatNames=Tom%2CLuna&allCatGenders=BOY%2CGIRL&katkinCustomerId=1001&signUpRoute=fresh`,
    );
    await expect(banner).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await continueLink.click();
    await page.waitForURL(/\/checkout\/summary\?allCatNames=Tom%2CLuna/);
  });

  test('by keyboard: add, then Place order sends the exact checkout and goes on with litterDeliveryDate', { tag: '@framework' }, async ({ hostPage, api }) => {
    const page = await openOffer(hostPage, {
      variant: 'a',
      auth: 'customer',
      consent: { marketing: true },
      flags: { 'price-calculator': 'test' },
      before: "document.cookie = '_fbp=fb.1.1700000000000.42; path=/';",
      query: `${QUERY}&test_event_code=TEST9`,
    });
    const add = page.getByRole('button', { name: 'Add' });
    await expect(add).toBeEnabled();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.litter-added')).toHaveText('✓ Added');
    await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
    await expectNoAxeViolations(page);
    // Past the footer's link to the banner.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'How it works' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout/summary');
    expect(new URL(page.url()).search).toBe(
      '?allCatNames=Tom%2CLuna&allCatGenders=BOY%2CGIRL&katkinCustomerId=1001&signUpRoute=fresh&litterDeliveryDate=2024-06-04',
    );
    const [call, ...more] = checkoutCalls(api);
    expect(more).toHaveLength(0);
    expect(call?.body).toEqual({
      name: 'checkoutLitter',
      product: 'SCOOP_HEALTH',
      values: {
        product: 'SCOOP_HEALTH',
        pagePath: expect.stringMatching(/^\/t\/.+\.html$/),
        discountCode: 'LITTER50',
        cadence: '4',
        quantity: 1,
        deliveryDate: '2024-06-04',
      },
      trackingInfo: { test_event_code: 'TEST9', fbp: 'fb.1.1700000000000.42' },
      featureFlags: { 'price-calculator': 'test' },
    });
    expect(api.requests('/actions').every((r) => r.token === 'demo-token')).toBe(true);
  });

  test('keeps the added flag across reloads until Remove', async ({ hostPage }) => {
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer' });
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('.litter-added')).toHaveText('✓ Added');
    await page.reload();
    await expect(page.locator('.litter-added')).toHaveText('✓ Added');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('button', { name: 'Add' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expect(page.locator('.litter-added')).toHaveText('');
  });

  test('an anonymous visitor logs in and comes back to Added', async ({ hostPage }) => {
    const page = await openOffer(hostPage, { variant: 'a', query: '?allCatNames=Tom' });
    const offerUrl = new URL(page.url());
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('postLogin')).toBe(`${offerUrl.pathname}?allCatNames=Tom`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in as the demo customer' }).click();
    await page.waitForURL(offerUrl.href);
    await expect(page.locator('.litter-added')).toHaveText('✓ Added');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  test('works when storage throws (private mode): added for this page only', async ({ hostPage }) => {
    const before = `for (const m of ['getItem', 'setItem', 'removeItem'])
      Storage.prototype[m] = () => { throw new DOMException('blocked', 'SecurityError'); };`;
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer', before });
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('.litter-added')).toHaveText('✓ Added');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  });

  test('a double click places one order, and shows progress', async ({ hostPage, api }) => {
    // Long enough for the axe run below to finish before the order completes and the page navigates.
    api.switch({ checkoutDelayMs: 6000 });
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer' });
    await page.getByRole('button', { name: 'Add' }).click();
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.dblclick();
    // A third press while processing (aria-disabled: Playwright would otherwise wait for it to enable).
    await placeOrder.click({ force: true });
    await expect(page.locator('.litter-order-status')).toHaveText('Placing your order…');
    await expect(placeOrder).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await page.waitForURL(/\/checkout\/summary/);
    expect(checkoutCalls(api)).toHaveLength(1);
  });

  test('a failed checkout says so, and a retry places the order', async ({ events, hostPage, api }) => {
    api.switch({ checkoutFails: true });
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer' });
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't place your litter order. Please try again.");
    expect(events.consoleErrors.some((text) => text.includes("Couldn't checkout"))).toBe(true);
    await expectNoAxeViolations(page);
    api.switch({ checkoutFails: false });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/summary' && url.searchParams.has('litterDeliveryDate'));
    expect(checkoutCalls(api)).toHaveLength(2);
  });

  test('a failed date lookup keeps Add disabled, explains why, and can be retried by keyboard, focus shown on the dates', async ({ hostPage, api }) => {
    api.switch({ datesFail: true });
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer' });
    await expect(page.getByRole('alert')).toContainText("Sorry, we couldn't load the delivery dates");
    await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expectNoAxeViolations(page);
    api.switch({ datesFail: false });
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    // Focus went to the dates (the button left), which show it (WCAG 2.4.7).
    await expect(page.locator('.litter-date-region')).toBeFocused();
    await expect(page.locator('.litter-date-region')).toHaveCSS('outline-style', 'solid');
    await expect(page.locator('.litter-first-delivery')).toHaveText('First delivery: Tuesday, June 4, 2024');
  });

  test('theme: white and pink replace the light-grey default; an unknown one falls back to it', async ({ hostPage }) => {
    for (const [theme, colour] of [['white', 'rgb(255, 255, 255)'], ['pink', 'rgb(255, 240, 245)'], ['neon', 'rgb(241, 241, 239)']] as const) {
      const page = await openOffer(hostPage, { variant: 'a', auth: 'customer', content: { theme } });
      await expect(page.locator('section.litter')).toHaveCSS('background-color', colour);
    }
  });

  test('hides the banner until the product is added when the content block asks', async ({ hostPage }) => {
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer', content: { hide_banner_if_product_not_in_basket: true } });
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    await expect(page.locator('.litter-banner')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  });

  test('sanitises the rich-text footer', async ({ hostPage, origins }) => {
    const card_footer = '<p id="f">Safe <a href="/faq" onclick="window.hit=1">FAQ</a><img src="x" onerror="window.hit=1"><script>window.hit=1</script></p>';
    const page = await openOffer(hostPage, { variant: 'a', auth: 'customer', content: { card_footer } });
    const footer = page.locator('.litter-footer');
    await expect(footer).toHaveText('Safe FAQ');
    const html = await footer.evaluate((el) => el.innerHTML);
    expect(html).toBe(`<p>Safe <a href="${origins.host}/faq">FAQ</a></p>`);
    // Neither the script nor the image's onerror ran.
    expect(await page.evaluate(() => (window as unknown as { hit?: number }).hit)).toBeUndefined();
  });

  test('reports invalid options on the placeholder and leaves the page working', async ({ events, hostPage }) => {
    const page = await hostPage({
      body: `<p>Host text</p><div data-katkin-widget="litter-trial" data-variant="c"><script type="application/json">{"title": 1}</script></div>`,
    });
    await expect(page.locator('[data-katkin-widget]')).toHaveAttribute('data-katkin-state', 'error');
    const { message } = (await events.katkinErrors())[0]!;
    expect(message).toContain('data-variant must be one of "a", "b", "date" (got "c")');
    expect(message).toContain('title: expected string');
    expect(message).toContain('continue_to_path: missing, expected string');
    await expect(page.getByText('Host text')).toBeVisible();
  });
});

test.describe('litter-trial variant B', () => {
  const content = {
    no_thanks_path: '/checkout/no-litter',
    icons: [
      { image: '/examples/images/icon-leaf.svg', title: 'Plant-based' },
      { image: '/examples/images/icon-paw.svg', title: 'Gentle on paws' },
    ],
  };

  test('shows the icon row and a No Thanks link with the flow, Remove once added', async ({ hostPage, origins }) => {
    const page = await openOffer(hostPage, { variant: 'b', auth: 'customer', content, query: QUERY });
    await expect(page.locator('.litter-icons li')).toHaveText(['Plant-based', 'Gentle on paws']);
    const noThanks = page.getByRole('link', { name: 'No Thanks' });
    await expect(noThanks).toHaveAttribute(
      'href',
      `${origins.host}/checkout/no-litter?allCatNames=Tom%2CLuna&allCatGenders=BOY%2CGIRL&katkinCustomerId=1001&signUpRoute=fresh&flow=upsell`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('link', { name: 'No Thanks' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('link', { name: 'No Thanks' }).click();
    await page.waitForURL(/\/checkout\/no-litter\?.*flow=upsell/);
  });

  test('No Thanks falls back to the continue path', async ({ hostPage, origins }) => {
    const page = await openOffer(hostPage, { variant: 'b', auth: 'customer', query: '?flow=upsell' });
    await expect(page.getByRole('link', { name: 'No Thanks' })).toHaveAttribute('href', `${origins.host}/checkout/summary?katkinCustomerId=1001&flow=upsell`);
  });
});

test.describe('litter-trial variant with date', () => {
  // Three weeks from the day after TODAY but one, Sundays left out; the paid days say their charge.
  const offeredOptions = [
    'Mon 3 June 2024 (+£2.99)', 'Tue 4 June 2024', 'Wed 5 June 2024', 'Thu 6 June 2024', 'Fri 7 June 2024', 'Sat 8 June 2024 (+£3.99)',
    'Mon 10 June 2024', 'Tue 11 June 2024', 'Wed 12 June 2024', 'Thu 13 June 2024', 'Fri 14 June 2024', 'Sat 15 June 2024 (+£3.99)',
    'Mon 17 June 2024', 'Tue 18 June 2024', 'Wed 19 June 2024', 'Thu 20 June 2024', 'Fri 21 June 2024', 'Sat 22 June 2024 (+£3.99)',
  ];

  test('planet scoop: uppercased title, dated options, the 50% button, footer and No Thanks', async ({ hostPage, origins }) => {
    const page = await openOffer(hostPage, {
      variant: 'date',
      auth: 'customer',
      content: { product: 'SCOOP_PLANET', no_thanks_path: '/checkout/no-litter' },
      query: '?flow=upsell',
    });
    await expect(page.locator('.litter-title')).toHaveCSS('text-transform', 'uppercase');
    const select = page.getByLabel('Select delivery date');
    await expect(select.locator('option')).toHaveText(offeredOptions);
    await expect(select).toHaveValue(FIRST_FREE_DATE);
    await expect(select.locator('option:checked')).toHaveText('Tue 4 June 2024');
    await expect(page.getByRole('button', { name: 'Get litter with 50% off' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await expect(page.locator('p.litter-footer')).toContainText(
      'After your trial we send one bag every 4 weeks. Change or cancel anytime. No additional delivery charge.',
    );
    await expect(page.getByRole('link', { name: 'See how the Scoop Planet litter plan works' })).toHaveAttribute(
      'href',
      `${origins.host}/forms/scoop-planet-existing-user`,
    );
    await expect(page.getByRole('link', { name: 'No Thanks' })).toHaveAttribute('href', `${origins.host}/checkout/no-litter?katkinCustomerId=1001&flow=upsell`);
    await expectNoAxeViolations(page);
  });

  test('picks the URL date when offered, and buys the date chosen by keyboard', { tag: '@framework' }, async ({ hostPage, api }) => {
    // The paid express day: the URL's date wins over the first free one.
    const page = await openOffer(hostPage, { variant: 'date', auth: 'customer', query: '?deliveryDate=2024-06-03&allCatNames=Tom' });
    const select = page.getByLabel('Select delivery date');
    await expect(select).toHaveValue('2024-06-03');
    await expect(select.locator('option:checked')).toHaveText('Mon 3 June 2024 (+£2.99)');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('2024-06-04');
    await page.keyboard.press('Tab');
    const buy = page.getByRole('button', { name: 'Buy now' });
    await expect(buy).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('litterDeliveryDate') === '2024-06-04');
    expect(new URL(page.url()).searchParams.get('deliveryDate')).toBe('2024-06-03');
    expect((checkoutCalls(api)[0]?.body as { values: Record<string, unknown> }).values.deliveryDate).toBe('2024-06-04');
  });

  test('an anonymous Buy now goes to log in first', async ({ hostPage, api }) => {
    const page = await openOffer(hostPage, { variant: 'date' });
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(checkoutCalls(api)).toHaveLength(0);
  });

  test('without dates the Buy now button stays disabled until a retry brings them', async ({ hostPage, api }) => {
    api.switch({ datesFail: true });
    const page = await openOffer(hostPage, { variant: 'date', auth: 'customer' });
    await expect(page.getByRole('alert')).toContainText("couldn't load the delivery dates");
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await expect(page.getByLabel('Select delivery date')).toBeDisabled();
    await expectNoAxeViolations(page);
    api.switch({ datesFail: false });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    await expect(page.getByLabel('Select delivery date')).toHaveValue(FIRST_FREE_DATE);
  });
});

test.describe('litter-trial in the shell and under CSP', () => {
  test("the shell's login round trip returns to Added", async ({ page, origins, flavour }) => {
    await page.goto(`${origins.host}/all-widgets.html?build=${flavour}`);
    const offer = page.locator('[data-katkin-widget="litter-trial"][data-variant="a"]');
    await expect(offer).toHaveAttribute('data-katkin-state', 'ready');
    await offer.getByRole('button', { name: 'Add to my box' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('postLogin') === `/all-widgets.html?build=${flavour}`);
    await page.getByRole('button', { name: 'Log in as the demo customer' }).click();
    await page.waitForURL(`${origins.host}/all-widgets.html?build=${flavour}`);
    await expect(page.locator('#auth-status')).toHaveText('Logged in');
    await expect(offer.locator('.litter-added')).toHaveText('✓ Added');
  });

  test('works under a strict CSP with zero violations', async ({ hostPage, page }) => {
    const violations = await recordCspViolations(page);
    const json = JSON.stringify({ ...baseContent, card_footer: '<p style="color:red">Styled <em>footer</em></p>' });
    await hostPage({
      csp: true,
      auth: 'customer',
      body: `<div data-katkin-widget="litter-trial" data-variant="date"><script type="application/json">${json}</script></div>`,
    });
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    await expect(page.locator('.litter-title')).toHaveCSS('text-transform', 'uppercase');
    await expect(page.locator('div.litter-footer')).toHaveText('Styled footer');
    expect(await violations()).toEqual([]);
  });
});
