// The email-capture popup and inline form on a host page: when it shows (delay, once per page
// view, login, cookie, flag, exit intent), keyboard and focus, sign-up outcomes, axe in each state.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations, settled } from '../page-checks.ts';

const TITLE = 'Get 20% off your first box';
const popup = (extra = '') =>
  `<button type="button" id="host-button">Host button</button><div data-katkin-widget="email-capture" data-form-id="Pop1" data-display-type="MODAL" ${extra}></div>`;
const section = '<div data-katkin-widget="email-capture" data-form-id="Inline1" data-display-type="SECTION"></div>';
const katkin = (page: Page, script: string) => page.evaluate(script);

async function ready(page: Page) {
  for (const widget of await page.locator('[data-katkin-widget="email-capture"]').all()) {
    await expect(widget).toHaveAttribute('data-katkin-state', 'ready');
  }
}

/** Brings the page's clock (installed before the page loaded) past `ms`, so a popup on a timer
 * has shown if it was going to, then checks that none did. */
async function expectNoPopupWithin(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('email-capture popup', () => {
  test('opens after the delay, labelled, with focus in; Escape closes it and sets the cookie for the days given', { tag: '@framework' }, async ({ hostPage, page: unloaded }) => {
    await unloaded.clock.install();
    const page = await hostPage({ body: popup('data-delay="60" data-days-until-can-show-again="3"') });
    await ready(page);
    await page.locator('#host-button').focus();
    const dialog = page.getByRole('dialog', { name: TITLE });
    // The minute runs on the page's clock, brought forward by hand: 50 s (the timer started
    // before ready, a few real seconds at most), then past 60.
    await page.clock.runFor(50_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(11_000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#host-button')).toBeFocused();
    // The cookie's Max-Age counts from the browser's real time, not the page's clock.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'katkin_email_Pop1')!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(3 * 86_400 - 60);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(3 * 86_400);
    // The cookie keeps it away on the next page view.
    await page.reload();
    await ready(page);
    await expectNoPopupWithin(page, 1500);
  });

  test('shows once per page view: not again when remounted, again on the next page view when days is 0', async ({ hostPage, page: unloaded }) => {
    await unloaded.clock.install();
    const page = await hostPage({ body: popup('data-days-until-can-show-again="0"') });
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
    await katkin(page, `const el = document.querySelector('[data-katkin-widget]'); katkin.unmount(el); katkin.mount(el);`);
    await ready(page);
    await expectNoPopupWithin(page, 500);
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('never shows to a logged-in visitor (token or logged_in_v1 cookie)', async ({ hostPage, page, origins }) => {
    await page.clock.install();
    await hostPage({ body: popup(), auth: 'customer' });
    await ready(page);
    await expectNoPopupWithin(page, 500);
    await page.context().addCookies([{ name: 'logged_in_v1', value: '1', url: origins.host }]);
    await hostPage({ body: popup() });
    await ready(page);
    await expectNoPopupWithin(page, 500);
  });

  test('shows only when the feature flag has the configured value', async ({ hostPage, page }) => {
    await page.clock.install();
    const gated = popup('data-feature-flag-id="email-popup" data-feature-flag-value="test"');
    await hostPage({ body: gated, flags: { 'email-popup': 'control' } });
    await ready(page);
    await expectNoPopupWithin(page, 500);
    await hostPage({ body: gated, flags: { 'email-popup': 'test' } });
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  });

  test('works by keyboard: type, sign up, close; focus goes back', async ({ hostPage, page: unloaded, api }) => {
    await unloaded.clock.install();
    const page = await hostPage({ body: popup('data-delay="60"') });
    await ready(page);
    await page.locator('#host-button').focus();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await page.clock.runFor(61_000);
    await expect(dialog).toBeVisible();
    await page.keyboard.type('cat@example.com');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Thanks! Check your inbox for 20% off your first box.');
    expect(api.requests('/actions')[0]?.body).toMatchObject({
      name: 'emailCapture',
      values: { email: 'cat@example.com' },
      formUsed: 'email-capture',
      linkingId: 'Pop1',
    });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#host-button')).toBeFocused();
  });

  test('SCROLL_DEPTH_HIT: not before half the page is scrolled, once at it, and only once', async ({ hostPage }) => {
    const page = await hostPage({ body: `<div style="height: 4000px">Long page</div>${popup('data-popup-on="SCROLL_DEPTH_HIT"')}` });
    await ready(page);
    // Two frames: every scroll event of a scrollTo has been handled by then.
    const scrollTo = (y: number) => page.evaluate((top) => new Promise((done) => {
      window.scrollTo(0, top);
      requestAnimationFrame(() => requestAnimationFrame(done));
    }), y);
    // The depth: the bottom of the viewport at half the page's height (our choice, README).
    const depth = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / 2 - window.innerHeight));
    expect(depth).toBeGreaterThan(1000);
    await scrollTo(depth - 20);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scrollTo(depth);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    await scrollTo(depth + 400);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await scrollTo(0);
    await scrollTo(depth + 200);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('exit intent: the mouse leaving through the top opens it', async ({ hostPage }) => {
    const page = await hostPage({ body: popup('data-popup-on="EXIT_INTENT"') });
    await ready(page);
    await page.mouse.move(200, 200);
    await page.mouse.move(200, 50);
    await settled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null, bubbles: true })));
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  });

  test('exit intent: the tab being hidden opens it', async ({ hostPage }) => {
    const page = await hostPage({ body: popup('data-popup-on="EXIT_INTENT"') });
    await ready(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  });

  test('exit intent: a fast upward scroll opens it, a slow one does not', async ({ hostPage, page: unloaded }) => {
    await unloaded.clock.install();
    const tall = `<div style="height: 5000px">Long page</div>`;
    const page = await hostPage({ body: popup('data-popup-on="EXIT_INTENT"') + tall });
    await ready(page);
    // The page's time stands still but where the test moves it, so each scroll event's time is known.
    await page.clock.pauseAt(Date.now() + 1000);
    /** Scrolls to `top` and resolves once the page has handled the scroll event. */
    const scrollTo = (top: number) => page.evaluate((y) => new Promise<void>((done) => {
      window.addEventListener('scroll', () => done(), { once: true });
      window.scrollTo(0, y);
    }), top);
    await scrollTo(3000);
    // Slow: 100 px up over a second, 10 px every 100 ms.
    for (let y = 2990; y >= 2900; y -= 10) {
      await page.clock.runFor(100);
      await scrollTo(y);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Fast: 150 px up in 30 ms.
    await page.clock.runFor(100);
    await scrollTo(2850);
    await page.clock.runFor(30);
    await scrollTo(2700);
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  });

  test('an invalid option is reported and breaks nothing', async ({ hostPage }) => {
    const page = await hostPage({ body: popup('data-display-type="POPUP"').replace('data-display-type="MODAL" ', '') });
    const widget = page.locator('[data-katkin-widget="email-capture"]');
    await expect(widget).toHaveAttribute('data-katkin-state', 'error');
    await expect(page.locator('#host-button')).toBeVisible();
  });
});

test.describe('email-capture section', () => {
  test('checks the email, keeps what was typed on failures, shows the server messages', { tag: '@framework' }, async ({ hostPage, api }) => {
    const page = await hostPage({ body: section });
    const input = page.getByRole('textbox', { name: 'Email address' });
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await input.fill('cat@example');
    await input.press('Enter');
    await expect(page.getByText('Enter an email address in the right format, like name@example.com.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(api.requests('/actions')).toHaveLength(0);

    await input.fill('taken@example.com');
    await input.press('Enter');
    await expect(page.locator('.katkin-error-box')).toHaveText('This email address is already signed up.');
    await expect(input).toHaveValue('taken@example.com');
    await expectNoAxeViolations(page);

    api.switch({ emailActionFails: true });
    await input.fill('cat@example.com');
    await input.press('Enter');
    await expect(page.locator('.katkin-error-box')).toHaveText('We could not sign you up just now. Please try again in a minute.');
    await expect(input).toHaveValue('cat@example.com');

    api.switch({ emailActionFails: false });
    await input.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Thanks! Check your inbox for 20% off your first box.');
    await expectNoAxeViolations(page);
  });

  test('animates in once at least half of it is visible', async ({ hostPage }) => {
    const page = await hostPage({ body: `<div style="height: 3000px">Long page</div>${section}` });
    await ready(page);
    const form = page.locator('.email-section');
    await expect(form).not.toHaveClass(/is-visible/);
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveClass(/is-visible/);
  });

  test('does not show for a logged-in visitor', async ({ hostPage }) => {
    const page = await hostPage({ body: section, auth: 'customer' });
    await ready(page);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  });
});
