// katkin.connectAnalytics with the real posthog-js (the client sites use), its api_host pointed at
// the reference API, which answers its flags call (shell/api/routes/analytics.ts). The flags it
// loads reach the widgets (price-comparison shows only with price-calculator 'test', email-capture
// only with its data-feature-flag-id's value) and every form action's featureFlags, where
// priming-screen-suf-3 goes; a reload with new flags changes them; the logged-in customer is
// identified once there is analytics consent.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** posthog-js's browser bundle as a site's <script> loads it (the build without lazily loaded extras). */
const POSTHOG = readFileSync(createRequire(import.meta.url).resolve('posthog-js/dist/array.no-external.js'), 'utf8');

const BODY =
  '<div data-katkin-widget="price-comparison"></div>' +
  '<div data-katkin-widget="email-capture" data-form-id="Inline1" data-display-type="SECTION" data-feature-flag-id="email-popup" data-feature-flag-value="show"></div>';

type PostHogPage = { posthog: { reloadFeatureFlags(): void; get_distinct_id(): string }; katkin: { setConsent(c: unknown): void } };

/** A host that loads posthog-js, inits it on the reference API and hands it to katkin as it is. */
async function openWithPostHog(
  hostPage: (o: { body: string; before?: string }) => Promise<Page>,
  origins: { host: string; api: string; pages: Map<string, { html: string; headers?: Record<string, string> }> },
  before = '',
) {
  origins.pages.set('/posthog-array.js', { html: POSTHOG, headers: { 'Content-Type': 'text/javascript' } });
  origins.pages.set('/posthog-init.js', {
    html: `posthog.init('phc_reference', { api_host: '${origins.api}', autocapture: false, capture_pageview: false, capture_pageleave: false,
      disable_session_recording: true, disable_surveys: true, persistence: 'memory', disable_compression: true });
      katkin.push(['connectAnalytics', posthog]);`,
    headers: { 'Content-Type': 'text/javascript' },
  });
  return hostPage({
    before: `window.katkin = window.katkin || []; ${before}`,
    body: `${BODY}<script src="${origins.host}/posthog-array.js"></script><script src="${origins.host}/posthog-init.js"></script>`,
  });
}

test.describe('connectAnalytics with posthog-js', () => {
  test('the flags PostHog loads reach the widgets and the form actions; a reload with new flags changes them', async ({ hostPage, origins, api, page }) => {
    await openWithPostHog(hostPage, origins);
    await expect(page.getByRole('form', { name: 'Price comparison' })).toBeVisible();
    await expect.poll(() => api.requests('/flags/').length).toBeGreaterThan(0);
    // The flag email-capture's placeholder names, read from PostHog too.
    const email = page.getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeVisible();
    await email.fill('cat@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Thanks! Check your inbox for 20% off your first box.')).toBeVisible();
    expect(api.requests('/actions')[0]?.body).toMatchObject({
      name: 'emailCapture',
      featureFlags: { 'price-calculator': 'test', 'manage-plan-v2-routing': 'test', 'priming-screen-suf-3': 'variant-b', 'email-popup': 'show' },
    });
    // manage-plan-v2-routing 'test' sets the manage_plan_v2 cookie (spec section 9).
    await expect.poll(async () => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`)).toContain('manage_plan_v2=true');

    api.switch({ analyticsFlags: { 'price-calculator': 'control', 'manage-plan-v2-routing': 'control' } });
    await page.evaluate(() => (window as unknown as PostHogPage).posthog.reloadFeatureFlags());
    await expect(page.getByRole('form', { name: 'Price comparison' })).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('manage_plan_v2');
  });

  test('identifies the logged-in customer in PostHog only once there is analytics consent', async ({ hostPage, origins, page }) => {
    await openWithPostHog(hostPage, origins, "katkin.push(['setAuth', {accessToken: 'tok-1', customerId: 'cust-42'}]);");
    await expect(page.locator('[data-katkin-widget="price-comparison"]')).toHaveAttribute('data-katkin-state', 'ready');
    const distinctId = () => page.evaluate(() => (window as unknown as PostHogPage).posthog.get_distinct_id());
    expect(await distinctId()).not.toBe('cust-42');
    await page.evaluate(() => (window as unknown as PostHogPage).katkin.setConsent({ analytics: true }));
    await expect.poll(distinctId).toBe('cust-42');
  });
});
