// The cancel warning card: each branch of the rule against the reference API's fixtures,
// the acknowledgement, the links, and a failed lookup.
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';

const warning = '<div data-katkin-widget="cancel-warning"><script type="application/json">{"title": "Before you cancel", "subscription_state": "ACTIVE"}</script></div>';
const sentence = (cat: string) =>
  `I understand that by cancelling my box, ${cat} will lose out on the benefits of fresh and it may take 1-2 weeks to reactivate my subscription.`;

test.describe('cancel-warning', () => {
  test('shows the spooky surprise and cancels by keyboard with the query chained on', { tag: '@framework' }, async ({ hostPage, api, origins }) => {
    const page = await hostPage({ body: `<a href="#top">Skip</a>${warning}`, auth: 'customer', query: '?subscriptionId=1003&catName=Tom' });
    const card = page.getByRole('region', { name: 'Before you cancel' });
    await expect(card).toContainText("Don't miss out on your spooky surprise!");
    await expect(card).toContainText("Tom's October box comes with our special-edition Halloween recipe.");
    expect(api.requests('/orders/had-halloween-recipe')[0]?.search).toBe('?planId=1003');
    expect(api.requests('/applications/customer')[0]?.search).toBe('?filter=POTENTIALLY+USABLE');
    const cancel = page.getByRole('button', { name: 'Cancel my deliveries' });
    await expect(cancel).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: sentence('Tom') })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cancel).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origins.host}/forms/cancellation?subscriptionId=1003&catName=Tom`);
  });

  const shown = [
    ['1001', "Cancel now and you'll lose your 20% discount on future boxes."],
    ['1007', "Cancel now and you'll lose your £5.00 discount on future boxes."],
    ['1002', 'Cancel now and your cat will lose the free KatKin tote bag that comes with the first box.'],
  ] as const;
  for (const [subscriptionId, text] of shown) {
    test(`shows the card for subscription ${subscriptionId}`, async ({ hostPage }) => {
      const page = await hostPage({ body: warning, auth: 'customer', query: `?subscriptionId=${subscriptionId}` });
      await expect(page.getByRole('region', { name: 'Before you cancel' })).toContainText(text);
      await expect(page.getByRole('checkbox', { name: sentence('my cat') })).toBeVisible();
    });
  }

  const hidden = [
    ['1004', 'October, but the cat is allergic to chicken'],
    ['1005', 'October, but the plan had the recipe before'],
    ['1006', 'nothing to lose (an expired discount is filtered out)'],
  ] as const;
  for (const [subscriptionId, why] of hidden) {
    test(`shows no card for subscription ${subscriptionId}: ${why}`, async ({ hostPage, api }) => {
      const page = await hostPage({ body: warning, auth: 'customer', query: `?subscriptionId=${subscriptionId}` });
      await expect(page.getByRole('status')).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => api.requests('/subscriptions').length).toBe(1);
      await expect(page.getByRole('region')).toHaveCount(0);
      // The recipe question follows the subscriptions reply: asked for the October plan only.
      await expect.poll(() => api.requests('/orders/had-halloween-recipe').length).toBe(subscriptionId === '1005' ? 1 : 0);
    });
  }

  test('a failed lookup shows no card; the checkbox and Back still work', async ({ hostPage, api, origins }) => {
    api.fault('error', '/subscriptions');
    const page = await hostPage({ body: warning, auth: 'customer', query: '?subscriptionId=1001' });
    await expect.poll(() => api.requests('/subscriptions').length).toBe(1);
    await expect(page.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('region')).toHaveCount(0);
    await page.getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Cancel my deliveries' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${origins.host}/manage-plan`);
  });
});
