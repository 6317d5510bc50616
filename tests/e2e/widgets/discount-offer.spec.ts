// The cancellation discount offer: estimate, apply, and every way to the failed page.
import { test, expect, pushCommand } from '../fixtures.ts';
import { expectNoAxeViolations, requestedPaths, settled } from '../page-checks.ts';

const offer = (attributes = 'data-discount-code="STAY20"') => `<div data-katkin-widget="discount-offer" ${attributes}></div>`;
const answers = 'data-discount-code="STAY20" data-cat-name="Tom" data-cat-sex="BOY" data-cancellation-primary="TOO_EXPENSIVE"';
/** Logged in by the logged_in_v1 cookie, the host's token not there yet (contract section 3). */
const COOKIE_ONLY = "document.cookie = 'logged_in_v1=1; path=/';";

test.describe('discount-offer', () => {
  test('shows the estimate and applies by keyboard, going to the applied page', { tag: '@framework' }, async ({ hostPage, api, origins }) => {
    const page = await hostPage({ body: offer(answers), auth: 'customer', query: '?subscriptionId=1001' });
    const apply = page.getByRole('button', { name: 'Get 20% OFF' });
    await expect(apply).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toContainText('Save 20% on your next box');
    await expect(status).toContainText('You save£9.12');
    await expect(status).toContainText('Usual price£45.60');
    await expect(status).toContainText('Your price£36.48');
    await expect(status).toContainText('so here is a discount on his next box');
    expect(api.requests('/estimation/subscription')[0]?.search).toBe('?subscriptionId=1001&code=STAY20');
    expect(api.requests('/estimation/subscription')[0]?.token).toBe('demo-token');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origins.host}/discounts/applied?cat=Tom&discountPercentage=20&catSex=BOY`);
    expect(api.requests('/applications/customer')[0]?.body).toEqual({ code: 'STAY20' });
  });

  test('goes to the failed page with the code when applying answers false', async ({ hostPage, api, origins }) => {
    api.switch({ discountApplyFails: true });
    const page = await hostPage({ body: offer(answers), auth: 'customer', query: '?subscriptionId=1001' });
    await page.getByRole('button', { name: 'Get 20% OFF' }).click();
    await page.waitForURL(`${origins.host}/discounts/failed?cat=Tom&discountPercentage=20&catSex=BOY&discountCode=STAY20`);
  });

  test('goes to the failed page when applying throws, taking the cat from the query', async ({ hostPage, api, origins }) => {
    api.fault('error', '/applications/customer');
    const page = await hostPage({ body: offer(), auth: 'customer', query: '?subscriptionId=1001&catName=Luna' });
    await page.getByRole('button', { name: 'Get 20% OFF' }).click();
    await page.waitForURL(`${origins.host}/discounts/failed?cat=Luna&discountPercentage=20&discountCode=STAY20`);
  });

  for (const query of ['', '?subscriptionId=abc']) {
    test(`goes to the bare failed page for subscriptionId "${query}"`, async ({ hostPage, api, origins }) => {
      const page = await hostPage({ body: offer(), auth: 'customer', query });
      await page.waitForURL(`${origins.host}/discounts/failed`);
      expect(api.requests('/estimation/subscription')).toHaveLength(0);
    });
  }

  test('shows SOMETHING WENT WRONG and retries by keyboard', async ({ hostPage, api }) => {
    api.fault('error', '/estimation');
    const page = await hostPage({ body: offer(), auth: 'customer', query: '?subscriptionId=1001' });
    const box = page.locator('.katkin-error-box');
    await expect(box).toContainText('SOMETHING WENT WRONG');
    await expect(box).toContainText('Try again to claim the discount.');
    await expectNoAxeViolations(page);
    api.fault('none');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Get 20% OFF' })).toBeVisible();
    expect(api.requests('/estimation/subscription')).toHaveLength(2);
    // Focus went to the offer (the button left), which shows it (WCAG 2.4.7).
    await expect(page.locator('.offer')).toBeFocused();
    await expect(page.locator('.offer')).toHaveCSS('outline-style', 'solid');
  });

  test('shows the failure box for the estimate-failure fixture and a malformed reply', async ({ hostPage, api }) => {
    const page = await hostPage({ body: offer(), auth: 'customer', query: '?subscriptionId=1009' });
    await expect(page.locator('.katkin-error-box')).toContainText('SOMETHING WENT WRONG');
    api.fault('malformed', '/estimation');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.katkin-error-box')).toContainText('Try again to claim the discount.');
  });

  test('is in error, without a call, when the discount code is missing', async ({ events, hostPage, api }) => {
    const page = await hostPage({ body: offer(''), auth: 'customer', query: '?subscriptionId=1001' });
    const widget = page.locator('[data-katkin-widget="discount-offer"]');
    await expect(widget).toHaveAttribute('data-katkin-state', 'error');
    await expect(page.locator('.katkin-error-box')).toContainText('SOMETHING WENT WRONG');
    expect((await events.katkinErrors()).map((error) => error.message)).toEqual([
      'discount-offer: data-discount-code is required: expected the discount code to offer',
    ]);
    expect(api.requests('/estimation/subscription')).toHaveLength(0);
    await expectNoAxeViolations(page);
  });

  test('logged in by cookie only: waits for the token, shows a spinner while loading, then loads once', async ({ hostPage, api, page: unloaded, origins }) => {
    api.fault('slow', '/estimation', 1500);
    const requested = requestedPaths(unloaded, origins.api);
    const page = await hostPage({ body: offer(), query: '?subscriptionId=1001', before: COOKIE_ONLY });
    await expect(page.getByRole('status')).toContainText('Loading your offer…');
    await settled(page);
    expect(requested).toEqual([]);
    await pushCommand(page, 'setAuth', { accessToken: 'late' });
    await expect(page.locator('.katkin-spinner')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('button', { name: 'Get 20% OFF' })).toBeVisible({ timeout: 10_000 });
    expect(api.requests('/estimation/subscription')).toHaveLength(1);
  });

  test('takes the cancellation form answers from the page query, as the contract names them', async ({ hostPage, origins }) => {
    const page = await hostPage({ body: offer(), auth: 'customer', query: '?subscriptionId=1001&catName=Tom&catSex=BOY&cancellationPrimary=TOO_EXPENSIVE' });
    await expect(page.getByRole('status')).toContainText("We'd hate price to come between Tom and fresh food, so here is a discount on his next box.");
    await page.getByRole('button', { name: 'Get 20% OFF' }).click();
    await page.waitForURL(`${origins.host}/discounts/applied?cat=Tom&discountPercentage=20&catSex=BOY`);
  });

  test("logged in by cookie only and no token 15 s after mounting: 'SOMETHING WENT WRONG' and a way back to /manage-plan", async ({ hostPage, page, api, origins }) => {
    // The page's clock, not real waiting: installed and paused before the page opens, run forward by hand.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await hostPage({ body: offer(), query: '?subscriptionId=1001', before: COOKIE_ONLY });
    const status = page.getByRole('status');
    await expect(status).toHaveText('Loading your offer…');
    // The 15 s start in an effect, which preact runs within a frame of mounting (at most 35 ms).
    await page.clock.runFor(14_000);
    await expect(status).toHaveText('Loading your offer…');
    await page.clock.runFor(1_100);
    await expect(status).toContainText('SOMETHING WENT WRONG');
    await expect(status).toContainText('Try again to claim the discount.');
    expect(api.requests('/estimation/subscription')).toHaveLength(0);
    // axe waits on timers of its own: let time flow again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to my plan' }).click();
    await page.waitForURL(`${origins.host}/manage-plan`);
  });

  test('logged out: a link to /login that brings the visitor back to this page', async ({ hostPage, api, origins }) => {
    const page = await hostPage({ body: offer(), query: '?subscriptionId=1001&catName=Tom' });
    const login = page.getByRole('link', { name: 'Log in' });
    await expect(page.getByRole('status')).toContainText('Log in to see your discount.');
    const back = `${new URL(page.url()).pathname}?subscriptionId=1001&catName=Tom`;
    await expect(login).toHaveAttribute('href', `${origins.host}/login?postLogin=${encodeURIComponent(back)}`);
    await expectNoAxeViolations(page);
    expect(api.requests('/estimation/subscription')).toHaveLength(0);
    await login.click();
    await page.waitForURL(`${origins.host}/login?postLogin=${encodeURIComponent(back)}`);
  });
});
