// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '../../shared/store-types.ts';
import { fakeApi, renderWidget, testContext, type FakeRoutes } from '../../shared/testing/widget-test-context.tsx';
import type { LitterContent, Variant } from './litter-trial-options.ts';
import { LitterTrial } from './litter-trial.tsx';

const DATES = [['2024-06-03', 2.99], ['2024-06-04', 0], ['2024-06-05', 0]];
const content: LitterContent = { title: 'Try our litter', continue_to_path: '/next', product: 'SCOOP_PLANET', card_price: 16, card_sale_price: 8 };

type Reply = ReturnType<FakeRoutes[string]>;
const datesResponse = (dates: unknown[]) => ({ body: { success: true, dates } });
let checkoutReply: () => Reply;
let datesReply: () => Reply;
let calls: ReturnType<typeof fakeApi>;
// Both go to POST /actions, told apart by the action's name; any other action answers 404.
const actions: FakeRoutes = {
  'POST /actions': (_url, init) => {
    const { name } = JSON.parse(String(init.body)) as { name: string };
    if (name === 'checkoutLitter') return checkoutReply();
    if (name === 'getAvailableLitterTrialDeliveryDates') return datesReply();
    return { status: 404, body: { message: `no action ${name}` } };
  },
};

function setUp(variant: Variant, { loggedIn = true, json = content } = {}) {
  const context = testContext('litter-trial', { auth: loggedIn ? { accessToken: 'tok', customerId: '1001' } : null });
  const tracked: TrackEvent[] = [];
  // Tracked events reach the tracking channel only with marketing consent.
  context.store.setConsent({ marketing: true });
  context.store.onTrack((event) => void tracked.push(event));
  renderWidget(<LitterTrial attributes={{ 'data-variant': variant }} json={json} />, context);
  return { navigate: context.navigate, tracked };
}

const checkoutCalls = () => calls.filter(({ init }) => String(init.body).includes('checkoutLitter'));

beforeEach(() => {
  localStorage.clear();
  checkoutReply = () => ({ body: { success: true } });
  datesReply = () => datesResponse(DATES);
  calls = fakeApi(actions);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('litter-trial variant A', () => {
  it('keeps Add disabled until the default date arrives, then shows it as weekday, month, day, year', async () => {
    setUp('a');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Tuesday, June 4, 2024')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false);
  });

  it('sends an anonymous visitor to log in with the flag stored', async () => {
    const { navigate, tracked } = setUp('a', { loggedIn: false });
    await screen.findByText('Tuesday, June 4, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(navigate).toHaveBeenCalledWith(`/login?postLogin=${encodeURIComponent(location.pathname + location.search)}`);
    expect(localStorage.getItem('katkin:litter-trial:product-added:SCOOP_PLANET')).toBe('true');
    expect(tracked.map((event) => event.name)).toEqual(['AddToCart']);
  });

  it('adds, moves focus to Remove, and places one order however often Place order is pressed', async () => {
    let resolve!: (reply: { body: unknown }) => void;
    checkoutReply = () => new Promise((done) => (resolve = done));
    const { navigate, tracked } = setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Added')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    const placeOrder = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(placeOrder);
    fireEvent.click(placeOrder);
    fireEvent.click(placeOrder);
    await vi.waitFor(() => expect(checkoutCalls()).toHaveLength(1));
    expect(screen.getByText('Placing your order…')).toBeTruthy();
    await act(async () => resolve({ body: { success: true } }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/next?katkinCustomerId=1001&litterDeliveryDate=2024-06-04'));
    expect(checkoutCalls()).toHaveLength(1);
    expect(tracked.map((event) => event.name)).toEqual(['AddToCart', 'InitiateCheckout']);
    expect(localStorage.getItem('katkin:litter-trial:product-added:SCOOP_PLANET')).toBeNull();
  });

  it.each([
    ['answers success: false', (): Reply => ({ body: { success: false, message: 'nope' } })],
    // As after a timeout: the order may have gone through, so the message claims nothing about charges.
    // A handler's rejected promise makes fakeApi's fetch reject with it: the network error.
    ['never answers', (): Reply => Promise.reject(new TypeError('Failed to fetch'))],
  ])("logs Couldn't checkout and says only what is known when checkout %s", async (_case, reply) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkoutReply = reply;
    const { navigate } = setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Sorry, we couldn't place your litter order. Please try again.");
    expect(logged).toHaveBeenCalledWith("katkin: litter-trial: Couldn't checkout:", expect.anything());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after a placed order shows Order placed, and no second order can start', async () => {
    const { navigate, tracked } = setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const placeOrder = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(placeOrder);
    // navigate is a spy, so the page stays: the button must hold the complete state by itself.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Order placed').getAttribute('role')).toBe('status');
    expect(placeOrder.closest('[data-order-state]')?.getAttribute('data-order-state')).toBe('complete');
    expect(placeOrder.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(placeOrder);
      fireEvent.click(placeOrder);
    });
    expect(checkoutCalls()).toHaveLength(1);
    expect(tracked.map((event) => event.name)).toEqual(['AddToCart', 'InitiateCheckout']);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Order placed')).toBeTruthy();
  });

  it('still adds when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Added')).toBeTruthy();
  });
});

describe('litter-trial variant with date', () => {
  it('lists the dates, preselects the default and names the button for planet scoop', async () => {
    setUp('date');
    const select = (await screen.findByLabelText('Select delivery date')) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('2024-06-04'));
    expect([...select.options].map((option) => option.text)).toEqual(['Mon 3 June 2024 (+£2.99)', 'Tue 4 June 2024', 'Wed 5 June 2024']);
    expect(screen.getByRole('button', { name: 'Get litter with 50% off' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.change(select, { target: { value: '2024-06-05' } });
    expect(select.value).toBe('2024-06-05');
  });
});

describe('litter-trial content-block texts (spec section 3 fields)', () => {
  const DETAILS = 'Then £15.99 every 4 weeks. Change or cancel anytime.';

  it.each(['a', 'b', 'date'] as const)('variant %s shows the follow-on subscription details (card_subscription_details)', async (variant) => {
    setUp(variant, { json: { ...content, card_subscription_details: DETAILS } });
    expect((await screen.findByText(DETAILS)).className).toBe('litter-subscription');
  });

  it('card_remove_cta_text and card_continue_without_product_cta_text replace Remove and Continue without trial offer', async () => {
    setUp('a', { json: { ...content, card_remove_cta_text: 'Take it out', card_continue_without_product_cta_text: 'Skip the litter' } });
    await screen.findByText('Tuesday, June 4, 2024');
    expect(screen.getByRole('link', { name: 'Skip the litter' })).toBeTruthy();
    expect(screen.queryByText('Continue without trial offer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Take it out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take it out' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it("without them: 'Remove' and 'Continue without trial offer'", async () => {
    setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    expect(screen.getByRole('link', { name: 'Continue without trial offer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});

describe('litter-trial banner', () => {
  it("keeps keyboard focus on the host page above the fixed banner while it shows: the root's scroll padding takes its height", async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 63.2 } as DOMRect);
    const padding = () => document.documentElement.style.getPropertyValue('scroll-padding-bottom');
    setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    expect(padding()).toBe('calc(0px + 64px)');
    cleanup();
    expect(padding()).toBe('');
  });
});

describe('litter-trial tracking', () => {
  const addOnce = async (json: LitterContent) => {
    const { tracked } = setUp('a', { json });
    await screen.findByText('Tuesday, June 4, 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    return tracked;
  };

  it('reads a price the CMS wrote as text ("£7.50") into the AddToCart value', async () => {
    const tracked = await addOnce({ ...content, card_price: '£15', card_sale_price: '£7.50' });
    expect(tracked).toEqual([
      {
        name: 'AddToCart',
        data: { currency: 'GBP', contents: [{ id: 'SCOOP_PLANET', quantity: 1, item_price: 7.5 }], num_items: 1, value: 7.5, deliveryDate: '2024-06-04' },
      },
    ]);
  });

  it('still tracks, without a value, when the price cannot be read, and says which field', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tracked = await addOnce({ ...content, card_sale_price: 'Half price' });
    expect(tracked).toEqual([
      { name: 'AddToCart', data: { currency: 'GBP', contents: [{ id: 'SCOOP_PLANET', quantity: 1 }], num_items: 1, deliveryDate: '2024-06-04' } },
    ]);
    expect(warned).toHaveBeenCalledWith(
      'katkin: litter-trial: card_sale_price "Half price" is not a price in pounds such as "£7.50", so AddToCart is tracked without a value',
    );
  });
});

describe('litter-trial: Add, Place order and Buy now wait for a delivery date (spec section 5)', () => {
  const ACTIONS = [
    ['Add', 'a', content, false],
    ['Place order', 'a', content, true],
    ['Buy now', 'date', { ...content, product: 'SCOOP_HEALTH' }, false],
  ] as const;
  const setUpWaiting = (variant: Variant, json: LitterContent, added: boolean) => {
    if (added) localStorage.setItem(`katkin:litter-trial:product-added:${json.product}`, 'true');
    let answer!: (dates: unknown[]) => void;
    datesReply = () => new Promise((done) => (answer = (dates) => done(datesResponse(dates))));
    const view = setUp(variant, { json });
    return { ...view, answer: (dates: unknown[]) => act(async () => answer(dates)) };
  };

  it.each(ACTIONS)('%s is disabled while the dates load, and enabled once the default date is chosen', async (name, variant, json, added) => {
    const { answer } = setUpWaiting(variant, json, added);
    const button = () => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    await answer(DATES);
    expect(button().disabled).toBe(false);
  });

  it.each(ACTIONS)('%s stays disabled, and a press does nothing, when no date is offered', async (name, variant, json, added) => {
    const { answer, navigate, tracked } = setUpWaiting(variant, json, added);
    await answer([]);
    expect(screen.getAllByText('There are no delivery dates available for the litter trial right now.').length).toBeGreaterThan(0);
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect([checkoutCalls().length, tracked.length, navigate.mock.calls.length]).toEqual([0, 0, 0]);
  });
});

describe('litter-trial headings', () => {
  it("data-heading-level sets the offer title's level and the card title's one below; without it, h2 and h3", async () => {
    const json = { ...content, card_title: 'Scoop Planet litter' };
    for (const [attributes, levels] of [
      [{ 'data-variant': 'date', 'data-heading-level': 3 }, ['H3', 'H4']],
      [{ 'data-variant': 'a' }, ['H2', 'H3']],
    ] as const) {
      renderWidget(<LitterTrial attributes={attributes} json={json} />, testContext('litter-trial', { auth: { accessToken: 'tok', customerId: '1001' } }));
      expect([screen.getByRole('heading', { name: 'Try our litter' }).tagName, screen.getByRole('heading', { name: 'Scoop Planet litter' }).tagName]).toEqual(levels);
      await screen.findAllByText(/2024/);
      cleanup();
    }
  });
});

describe('litter-trial live regions and focus (WCAG 4.1.3, 2.4.3)', () => {
  const DATES_STATUS = '.litter-dates-status';
  const failDates = () => (datesReply = () => ({ body: { success: false, message: 'down' } }));
  const holdDates = () => {
    let answer!: (dates: unknown[]) => void;
    datesReply = () => new Promise((done) => (answer = (dates) => done(datesResponse(dates))));
    return (dates: unknown[]) => act(async () => answer(dates));
  };
  const statusWithText = (text: string) => screen.getAllByRole('status').filter((region) => region.textContent?.trim() === text);
  const liveRegions = () => [...document.querySelectorAll('[role="status"], [aria-live]')].map((region) => region.className);

  // happy-dom applies no stylesheet (and its :empty is unreliable), so the CSS file's own rules are
  // checked against the rendered regions. Every rule whose selector, pseudo-classes taken off,
  // matches the region may apply in some state; none may take it out of the accessibility tree.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(readFileSync(`${import.meta.dirname}/litter-trial.css`, 'utf8'));
  // Style rules at any depth: those inside @media (forced colours, reduced motion) apply in their mode.
  const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
    [...rules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule] : 'cssRules' in rule ? styleRules((rule as CSSGroupingRule).cssRules) : []));
  const rulesFor = (region: Element) =>
    styleRules(sheet.cssRules).flatMap((rule) => {
      const { selectorText, style } = rule;
      return selectorText
        .split(',')
        .map((selector) => selector.trim())
        .filter((selector) => region.matches(selector.replace(/:[a-z-]+(\([^)]*\))?/g, '') || '*'))
        .map((selector) => ({ selector, style }));
    });
  const hidingRules = (region: Element) =>
    rulesFor(region)
      .filter(({ style }) => style.getPropertyValue('display') === 'none' || style.getPropertyValue('visibility') === 'hidden')
      .map(({ selector }) => selector);
  const whileEmpty = (region: Element) =>
    Object.fromEntries(
      rulesFor(region)
        .filter(({ selector }) => selector.endsWith(':empty'))
        .flatMap(({ style }) => [...Array(style.length).keys()].map((i) => [style.item(i), style.getPropertyValue(style.item(i))])),
    );
  const ZERO_SIZE_OUT_OF_FLOW = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', 'clip-path': 'inset(50%)', 'white-space': 'nowrap' };

  it('no rule of the stylesheet hides an empty live region; while empty each is zero-size and out of the flow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failDates();
    setUp('date');
    await screen.findByRole('button', { name: 'Try again' });
    datesReply = () => datesResponse(DATES);
    setUp('a');
    await screen.findByText('Tuesday, June 4, 2024');
    // Every live region of both variants is on the page, empty (the banner's order status is variant A's).
    expect(liveRegions()).toEqual(['litter-dates-status', 'litter-order-status', 'litter-added']);
    for (const region of document.querySelectorAll('[role="status"], [aria-live]')) {
      expect(region.textContent).toBe('');
      expect(hidingRules(region)).toEqual([]);
      expect(whileEmpty(region)).toEqual(ZERO_SIZE_OUT_OF_FLOW);
    }
  });

  it.each([
    ['a', 'First delivery: Tuesday, June 4, 2024'],
    ['date', 'Select delivery dateMon 3 June 2024 (+£2.99)Tue 4 June 2024Wed 5 June 2024'],
  ] as const)('variant %s: Try again moves focus to the date region, where it stays once the dates arrive', async (variant, ready) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failDates();
    setUp(variant);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    tryAgain.focus();
    const answer = holdDates();
    fireEvent.click(tryAgain);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    const region = document.activeElement as HTMLElement;
    expect([region.className, region.tabIndex, region.textContent?.includes('Finding delivery dates…')]).toEqual(['litter-date-region', -1, true]);
    await answer(DATES);
    expect(document.activeElement).toBe(region);
    expect(region.textContent).toBe(ready);
  });

  it.each(['a', 'date'] as const)('variant %s: one status region from the start; only its text changes (loading, failed, loading, no dates)', async (variant) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failDates();
    setUp(variant);
    const [region] = statusWithText('Finding delivery dates…');
    expect(region?.matches(DATES_STATUS)).toBe(true);
    await screen.findByRole('alert');
    expect([region!.isConnected, region!.textContent]).toEqual([true, '']);
    const answer = holdDates();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(statusWithText('Finding delivery dates…')).toEqual([region]));
    await answer([]);
    expect(statusWithText('There are no delivery dates available for the litter trial right now.')).toEqual([region]);
  });
});
