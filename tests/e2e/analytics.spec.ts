// katkin.connectAnalytics with the real posthog-js (the client sites use), its api_host pointed at
// the reference API, which answers its flags call (shell/api/routes/analytics.ts). The flags it
// loads reach the widgets (price-comparison shows only with price-calculator 'test', email-capture
// only with its data-feature-flag-id's value) and every form action's featureFlags, where
// priming-screen-suf-3 goes; a reload with new flags changes them; the logged-in customer is
// identified once there is analytics consent.
import type { Page } from '@playwright/test';
import type { Origins } from '../../shell/origins.ts';
import { test, expect, type HostPageOptions } from './fixtures.ts';
import { FLAGGED_WIDGETS, postHogScripts, type PostHogWindow } from './posthog-host.ts';

/** A host that loads posthog-js and hands it to katkin. */
function openWithPostHog(hostPage: (o: HostPageOptions) => Promise<Page>, origins: Origins, setUp: Pick<HostPageOptions, 'auth'> = {}) {
  return hostPage({ ...setUp, body: FLAGGED_WIDGETS + postHogScripts(origins) });
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
    await page.evaluate(() => (window as unknown as PostHogWindow).posthog.reloadFeatureFlags());
    await expect(page.getByRole('form', { name: 'Price comparison' })).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('manage_plan_v2');
  });

  test('identifies the logged-in customer in PostHog only once there is analytics consent', async ({ hostPage, origins, page }) => {
    await openWithPostHog(hostPage, origins, { auth: { accessToken: 'tok-1', customerId: 'cust-42' } });
    await expect(page.locator('[data-katkin-widget="price-comparison"]')).toHaveAttribute('data-katkin-state', 'ready');
    const distinctId = () => page.evaluate(() => (window as unknown as PostHogWindow).posthog.get_distinct_id());
    expect(await distinctId()).not.toBe('cust-42');
    await page.evaluate(() => (window as unknown as PostHogWindow).katkin.setConsent({ analytics: true }));
    await expect.poll(distinctId).toBe('cust-42');
  });
});
