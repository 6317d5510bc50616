// examples/react-app, the React host app built by npm run build with the React library as host apps
// get it (dist/lib/react/index.js): <KatkinWidget> mounts each widget of the project's build, new
// options mount it afresh, leaving a page leaves nothing behind, onNavigate keeps a widget's
// navigation in the app, and useKatkin().setAuth reaches the widgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './page-checks.ts';

const appHtml = readFileSync(path.resolve(import.meta.dirname, '../../examples/react-app/index.html'), 'utf8');
const APP_PATH = '/examples/react-app/index.html';

test.beforeEach(({ api }) => api.switch({ today: '2024-06-01' }));

/** Opens the app as the host site serves it, with this project's build on the loader tag. */
async function openApp(page: Page, origins: { host: string; dist: string; api: string; pages: Map<string, { html: string }> }, flavour: string, query = ''): Promise<void> {
  const html = appHtml
    .replaceAll('{{DIST}}', origins.dist)
    .replaceAll('{{API}}', origins.api)
    .replaceAll('{{HOST}}', origins.host)
    .replace('<script async src=', `<script data-build="${flavour}" async src=`);
  origins.pages.set(APP_PATH, { html });
  await page.goto(`${origins.host}${APP_PATH}${query}`);
  // Set once per document: still there after a route change means the app routed without a page load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const eventLog = (page: Page) => page.getByRole('list', { name: 'Widget events' }).getByRole('listitem');

test.describe('examples/react-app', () => {
  test('mounts the batch lookup, and leaving its page leaves no placeholder, shadow content or listener', { tag: '@framework' }, async ({ page, origins, flavour }) => {
    await openApp(page, origins, flavour, '?page=batch');
    const placeholder = page.locator('[data-katkin-widget="batch-lookup"]');
    await expect(placeholder).toHaveAttribute('data-katkin-state', 'ready');
    await expect(placeholder).toHaveClass('reserve-batch-lookup');
    await expect(page.getByRole('textbox', { name: 'Batch number' })).toBeVisible();
    await expect(eventLog(page)).toHaveText(['katkin:ready batch-lookup']);
    const detached = await placeholder.elementHandle();

    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KatKin shop');
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('[data-katkin-widget]')).toHaveCount(0);
    // The loader unmounted the removed placeholder: its shadow root is empty and its state gone.
    await expect
      .poll(() => detached!.evaluate((el) => ({ connected: el.isConnected, state: el.getAttribute('data-katkin-state'), shadow: el.shadowRoot?.childNodes.length })))
      .toEqual({ connected: false, state: null, shadow: 0 });
    // And <KatkinWidget> removed its listeners: events on the old placeholder reach no handler.
    const prevented = await detached!.evaluate((el) => {
      el.dispatchEvent(new CustomEvent('katkin:ready', { bubbles: true, detail: { widget: 'batch-lookup' } }));
      return !el.dispatchEvent(new CustomEvent('katkin:navigate', { bubbles: true, cancelable: true, detail: { widget: 'batch-lookup', url: `${location.origin}/login` } }));
    });
    expect(prevented).toBe(false);
    await expect(eventLog(page)).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('');

    // Back again: a new placeholder, mounted afresh.
    await page.getByRole('link', { name: 'Batch lookup' }).click();
    await expect(page.locator('[data-katkin-widget="batch-lookup"]')).toHaveAttribute('data-katkin-state', 'ready');
    await expect(eventLog(page)).toHaveText(['katkin:ready batch-lookup', 'katkin:ready batch-lookup']);
    await expectNoAxeViolations(page);
  });

  test('a new option from the app mounts the litter trial again with it', { tag: '@framework' }, async ({ page, origins, flavour }) => {
    await openApp(page, origins, flavour, '?page=litter');
    const placeholder = page.locator('[data-katkin-widget="litter-trial"]');
    await expect(placeholder).toHaveAttribute('data-katkin-state', 'ready');
    await expect(placeholder).toHaveAttribute('data-variant', 'a');
    await expect(page.getByRole('button', { name: 'Add to my box' })).toBeVisible();

    await page.getByRole('radio', { name: 'Delivery date' }).check();
    await expect(placeholder).toHaveAttribute('data-variant', 'date');
    await expect(placeholder).toHaveAttribute('data-katkin-state', 'ready');
    await expect(page.getByRole('combobox', { name: 'Select delivery date' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to my box' })).toHaveCount(0);
    await expect(page.locator('[data-katkin-widget]')).toHaveCount(1);
    await expect(eventLog(page)).toHaveText(['katkin:ready litter-trial', 'katkin:ready litter-trial']);
    await expectNoAxeViolations(page);
  });

  test('onNavigate keeps the login round trip and the checkout in the app; setAuth from useKatkin reaches the widget', { tag: '@framework' }, async ({ page, origins, flavour, api }) => {
    await openApp(page, origins, flavour, '?page=litter');
    await expect(page.getByRole('status').first()).toHaveText('Not logged in');
    await page.getByRole('button', { name: 'Add to my box' }).click();

    // The widget's katkin:navigate to /login, routed by the app to its own login page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).searchParams.get('postLogin')).toBe(`${APP_PATH}?page=litter`);
    await expect(eventLog(page).last()).toHaveText(`katkin:navigate litter-trial ${origins.host}/login?postLogin=${encodeURIComponent(`${APP_PATH}?page=litter`)}`);
    await expect(page.locator('[data-katkin-widget]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Log in as the demo customer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Litter trial');
    expect(new URL(page.url()).search).toBe('?page=litter');
    await expect(page.getByRole('status').first()).toHaveText('Logged in as the demo customer');
    await expect(page.locator('.litter-added')).toHaveText('✓ Added');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The order went with the token the app set, and the widget's next navigation stays in the app too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop page');
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('main code')).toHaveText(/^\/checkout\/summary\?/);
    const checkout = api.requests('/actions').filter((request) => (request.body as { name?: string }).name === 'checkoutLitter');
    expect(checkout.map((request) => request.token)).toEqual(['demo-token']);

    // Logging out in the app logs the widgets out at once: Add goes to log in again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Litter trial' }).click();
    await page.getByRole('button', { name: 'Add to my box' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });
});
