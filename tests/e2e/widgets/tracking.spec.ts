// The tracking widget on a host page: nothing sent or stored without marketing consent;
// PageViews, track events and the ad-click cookies with it; consent given late and revoked.
import type { Page } from '@playwright/test';
import { test, expect, pushCommand } from '../fixtures.ts';
import { expectNoAxeViolations, requestedPaths, settled } from '../page-checks.ts';

const placeholder = '<div data-katkin-widget="tracking" data-test-event-code=" TEST42 "></div><a href="#top">Top</a>';

async function ready(page: Page) {
  await expect(page.locator('[data-katkin-widget="tracking"]')).toHaveAttribute('data-katkin-state', 'ready');
}
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name).sort();
const storageCount = (page: Page) => page.evaluate(() => localStorage.length + sessionStorage.length);

test.describe('tracking', () => {
  test('without marketing consent sends nothing and stores nothing', async ({ hostPage, page: unloaded, origins }) => {
    const requested = requestedPaths(unloaded, origins.api);
    const page = await hostPage({
      body: placeholder,
      consent: { analytics: true },
      before: `katkin.push(['track', 'AddToCart', {value: 10}]);`,
    });
    await ready(page);
    await page.evaluate(() => {
      (window as unknown as { katkin: { track(n: string, d: unknown): void } }).katkin.track('InitiateCheckout', { value: 20 });
      history.pushState(null, '', '?step=2');
    });
    await settled(page);
    expect(requested).toEqual([]);
    expect(await cookieNames(page)).toEqual([]);
    expect(await storageCount(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('with consent: a PageView with the fields, _fbp for 90 days and _fbc from fbclid unaltered', async ({ hostPage, api }) => {
    const first = await hostPage({ body: placeholder, consent: { marketing: true } });
    // Tracking starts after the page's load event: let the first page's PageView arrive before leaving.
    await expect.poll(() => api.requests('/event').length).toBe(1);
    await first.goto(`${first.url()}?fbclid=IwAR-AbC_dEf9&ttclid=tt-7`);
    await ready(first);
    await expect.poll(() => api.requests('/event').length).toBe(2);
    const event = api.requests('/event')[1]!.body as Record<string, unknown>;
    expect(event).toMatchObject({
      type: 'PageView',
      eventSourceUrl: first.url(),
      actionSource: 'website',
      testEventCode: 'TEST42',
      userData: { ttclid: 'tt-7' },
    });
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs((event.eventTime as number) - Date.now() / 1000)).toBeLessThan(60);
    const cookies = await first.context().cookies();
    const fbp = cookies.find((c) => c.name === '_fbp')!;
    const fbc = cookies.find((c) => c.name === '_fbc')!;
    expect(fbp.value).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
    expect(fbp.expires - Date.now() / 1000).toBeGreaterThan(7_776_000 - 60);
    expect(fbp.sameSite).toBe('Lax');
    expect(fbc.value).toMatch(/^fb\.1\.\d{13}\.IwAR-AbC_dEf9$/);
    expect((event.userData as Record<string, string>).fbp).toBe(fbp.value);
  });

  test('sends InitiateCheckout and AddToCart from katkin.track with tax, delivery fee and user data trimmed and normalised', async ({ hostPage, api }) => {
    const page = await hostPage({ body: placeholder, consent: { marketing: true } });
    await ready(page);
    await page.evaluate(() => {
      const katkin = (window as unknown as { katkin: { track(n: string, d: unknown): void } }).katkin;
      katkin.track('InitiateCheckout', {
        value: 33.99,
        contents: [{ id: 'FRESH', quantity: 1, item_price: 30 }, { id: 'Delivery Fee', quantity: 1, item_price: 3.99 }],
        userData: { email: ' Cat@Example.com ', city: ' Leeds ', postcode: ' LS1 4AP ', phone: '+44 (0)113 496 0000' },
        eventId: 'pixel-1',
      });
      katkin.track('AddToCart', { contents: [{ id: 'SCOOP_PLANET', quantity: 2, item_price: 6 }] });
    });
    await expect.poll(() => api.requests('/event').map((r) => (r.body as { type: string }).type)).toEqual(['PageView', 'InitiateCheckout', 'AddToCart']);
    const [, checkout, cart] = api.requests('/event').map((r) => r.body as Record<string, unknown>);
    expect(checkout).toMatchObject({
      eventId: 'pixel-1',
      userData: { email: 'cat@example.com', city: 'leeds', postcode: 'ls14ap', phone: '441134960000' },
      customData: { value: 33.99, currency: 'GBP', numItems: 1, tax: 5.67, deliveryFee: 3.99 },
    });
    expect(cart).toMatchObject({ customData: { value: 12, tax: 2, deliveryFee: 0 } });
  });

  test('consent given late starts on the same page; revoked stops and removes the cookies', async ({ hostPage, api, page: unloaded, origins }) => {
    const requested = requestedPaths(unloaded, origins.api);
    const page = await hostPage({ body: placeholder });
    await ready(page);
    await settled(page);
    expect(requested).toEqual([]);
    await pushCommand(page, 'setConsent', { marketing: true });
    await expect.poll(() => api.requests('/event').length).toBe(1);
    expect(await cookieNames(page)).toEqual(['_fbp']);
    await pushCommand(page, 'setConsent', { marketing: false });
    await expect.poll(() => cookieNames(page)).toEqual([]);
    await page.evaluate(() => {
      history.pushState(null, '', '?after=revoke');
      (window as unknown as { katkin: { track(n: string, d: unknown): void } }).katkin.track('AddToCart', { value: 1 });
    });
    await settled(page);
    expect(requested).toEqual(['/event']);
    expect(api.requests('/event')).toHaveLength(1);
    expect(await storageCount(page)).toBe(0);
  });

  test('a logged-in customer\'s events carry the bearer token (contract section 6); logged out, none', async ({ hostPage, api }) => {
    const page = await hostPage({ body: placeholder, consent: { marketing: true } });
    await ready(page);
    await expect.poll(() => api.requests('/event').length).toBe(1);
    await page.evaluate(() => {
      const katkin = (window as unknown as { katkin: { setAuth(a: unknown): void; track(n: string, d: unknown): void } }).katkin;
      katkin.setAuth({ accessToken: 'tracking-tok', customerId: 'cust-7' });
      katkin.track('AddToCart', { value: 6, eventId: 'logged-in' });
      katkin.setAuth(null);
      katkin.track('AddToCart', { value: 6, eventId: 'logged-out' });
    });
    await expect.poll(() => api.requests('/event').length).toBe(3);
    const tokens = Object.fromEntries(api.requests('/event').map((r) => [(r.body as { eventId: string; type: string }).type === 'PageView' ? 'PageView' : (r.body as { eventId: string }).eventId, r.token]));
    expect(tokens).toEqual({ PageView: undefined, 'logged-in': 'tracking-tok', 'logged-out': undefined });
  });

  test('sends a PageView on each SPA route change (push and back)', async ({ hostPage, api }) => {
    const page = await hostPage({ body: placeholder, consent: { marketing: true } });
    await ready(page);
    await page.evaluate(() => history.pushState(null, '', '/spa/recipes'));
    await page.evaluate(() => history.pushState(null, '', '/spa/plans'));
    await page.goBack();
    const paths = () => api.requests('/event').map((r) => new URL((r.body as { eventSourceUrl: string }).eventSourceUrl).pathname);
    await expect.poll(paths).toEqual([expect.stringMatching(/^\/t\//), '/spa/recipes', '/spa/plans', '/spa/recipes']);
  });

  test('an event sent as the page navigates away still arrives', async ({ hostPage, api }) => {
    const page = await hostPage({ body: placeholder, consent: { marketing: true } });
    await ready(page);
    await expect.poll(() => api.requests('/event').length).toBe(1);
    await page.evaluate(() => {
      (window as unknown as { katkin: { track(n: string, d: unknown): void } }).katkin.track('InitiateCheckout', { value: 5, eventId: 'leaving' });
      location.href = 'about:blank';
    });
    await page.waitForURL('about:blank');
    await expect.poll(() => api.requests('/event').map((r) => (r.body as { eventId: string }).eventId)).toContain('leaving');
  });

  test('bad track data and a failing /event are logged, never shown', async ({ events, hostPage, api }) => {
    api.fault('error', '/event');
    const page = await hostPage({ body: placeholder, consent: { marketing: true } });
    await ready(page);
    await pushCommand(page, 'track', 'AddToCart', { value: 'ten' });
    await expect.poll(() => events.consoleErrors.join('\n')).toContain('katkin: tracking: AddToCart data: value: expected number; event not sent');
    await pushCommand(page, 'track', 'AddToCart', { value: 10 });
    await expect.poll(() => events.consoleErrors.join('\n')).toContain('AddToCart was not recorded');
    await expect(page.locator('[data-katkin-widget="tracking"]')).toHaveAttribute('data-katkin-state', 'ready');
  });
});

test.describe('loader: flag cookie and referral script', () => {
  test('manage_plan_v2 follows the manage-plan-v2-routing flag', async ({ hostPage, page }) => {
    await hostPage({ body: '', flags: { 'manage-plan-v2-routing': 'test' } });
    await expect.poll(async () => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`)).toEqual(['manage_plan_v2=true']);
    await pushCommand(page, 'setFlags', { 'manage-plan-v2-routing': 'control' });
    await expect.poll(async () => (await page.context().cookies()).length).toBe(0);
  });

  test('the referral script loads only with marketing consent, with situation and locale en_GB', async ({ hostPage, page, origins }) => {
    origins.pages.set('/referral.js', { html: 'window.referralLoaded = true;', headers: { 'Content-Type': 'text/javascript' } });
    const requested: string[] = [];
    page.on('request', (request) => request.url().includes('/referral.js') && requested.push(request.url()));
    await hostPage({ body: placeholder, loaderAttributes: `data-referral-src="${origins.host}/referral.js" data-referral-situation="checkout"` });
    await ready(page);
    await settled(page);
    expect(requested).toEqual([]);
    await pushCommand(page, 'setConsent', { marketing: true });
    await expect.poll(() => page.evaluate(() => (window as unknown as { referralLoaded?: boolean }).referralLoaded)).toBe(true);
    expect(requested).toEqual([`${origins.host}/referral.js?situation=checkout&locale=en_GB`]);
  });
});

// The example page names the loader as a host would, so it runs the default (preact) build in both projects.
test.describe('marketing example', () => {
  test('nothing is sent or stored before the banner is accepted; then page views flow and the popup shows', async ({ page, origins, api }) => {
    const requested = requestedPaths(page, origins.api);
    // The page's clock, brought forward by hand past its event log's 2 s refresh and its popup's 5 s delay.
    await page.clock.install();
    await page.goto(`${origins.host}/examples/marketing-consent.html`);
    await expect(page.locator('[data-katkin-widget="tracking"]')).toHaveAttribute('data-katkin-state', 'ready');
    await page.getByRole('button', { name: 'Add a litter bag to the basket' }).click();
    await settled(page);
    // The example page's own event log reads /events; tracking would POST /event.
    expect(requested.filter((path) => path === '/event')).toEqual([]);
    expect(await cookieNames(page)).toEqual([]);
    expect(await storageCount(page)).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Accept marketing cookies' }).click();
    await expect.poll(() => api.requests('/event').map((r) => (r.body as { type: string }).type)).toEqual(['PageView']);
    await page.getByRole('button', { name: 'Recipes' }).click();
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await expect.poll(() => api.requests('/event').map((r) => (r.body as { type: string }).type)).toEqual(['PageView', 'PageView', 'InitiateCheckout']);
    await page.clock.runFor(2_100);
    await expect(page.locator('#event-log li').first()).toContainText('InitiateCheckout');
    expect(await cookieNames(page)).toEqual(['_fbp']);

    const popup = page.getByRole('dialog', { name: 'Get 20% off your first box' });
    await page.clock.runFor(5_100);
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });
});
