// The fault matrix's host page: one placeholder of every widget (every registered one but the
// marketing blocks, which make no backend calls), marketing consent and the price calculator flag.
import { expect, type Page } from '@playwright/test';
import { CUSTOMER, pushCommand, type HostPageOptions } from './fixtures.ts';

export const WIDGETS = [
  'batch-lookup',
  'cancel-warning',
  'discount-offer',
  'email-capture',
  'feeding-guidelines',
  'litter-trial',
  'pre-cancellation',
  'price-comparison',
  'tracking',
] as const;
export type Widget = (typeof WIDGETS)[number];

const litterContent = JSON.stringify({
  title: 'Add a litter trial to your first box',
  continue_to_path: '/checkout/summary',
  product: 'SCOOP_HEALTH',
  // The fixed banner shows only once the litter is added, so it covers no other widget before.
  hide_banner_if_product_not_in_basket: true,
  card_title: 'Scoop Health clumping litter',
  card_images: [{ image: '/examples/images/litter-bag.svg', alt: 'A bag of Scoop Health clumping litter' }],
  card_price: 15,
  card_sale_price: 7.5,
});

const placeholders: Record<Widget, string> = {
  'batch-lookup': '<div data-katkin-widget="batch-lookup"></div>',
  'cancel-warning': '<div data-katkin-widget="cancel-warning" data-subscription-id="1001" data-cat-name="Tom"></div>',
  'discount-offer': '<div data-katkin-widget="discount-offer" data-subscription-id="1001" data-discount-code="STAY20" data-cat-name="Tom" data-cat-sex="BOY"></div>',
  'email-capture': '<div data-katkin-widget="email-capture" data-form-id="Faults" data-display-type="SECTION"></div>',
  'feeding-guidelines': '<div data-katkin-widget="feeding-guidelines"></div>',
  'litter-trial': `<div data-katkin-widget="litter-trial" data-variant="a"><script type="application/json">${litterContent}</script></div>`,
  'pre-cancellation': '<div data-katkin-widget="pre-cancellation" data-support-email="help@katkin.example"></div>',
  'price-comparison': '<div data-katkin-widget="price-comparison"></div>',
  tracking: '<div data-katkin-widget="tracking"></div>',
};

/**
 * The page, anonymous or logged in. Anonymous is for the API faults: the email form never shows
 * to a logged-in visitor, so those tests sign up first and log in afterwards (`logIn`).
 */
export function faultPage(loggedIn: boolean): HostPageOptions {
  return {
    // The space below keeps the litter banner (position: fixed, once added) off the last widget.
    body: `${WIDGETS.map((widget) => placeholders[widget]).join('\n')}<div style="height: 10rem"></div>`,
    consent: { analytics: true, marketing: true },
    flags: { 'price-calculator': 'test' },
    auth: loggedIn ? 'customer' : undefined,
  };
}

export const logIn = (page: Page) => pushCommand(page, 'setAuth', CUSTOMER);

export const widget = (page: Page, name: Widget) => page.locator(`[data-katkin-widget="${name}"]`);

export async function expectState(page: Page, widgets: readonly Widget[], state: 'ready' | 'error'): Promise<void> {
  for (const name of widgets) await expect(widget(page, name), name).toHaveAttribute('data-katkin-state', state);
}
