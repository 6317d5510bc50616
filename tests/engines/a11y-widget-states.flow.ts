// axe (WCAG 2.2 AA) in the states of the widgets that the other accessibility flows do not reach,
// in every engine: the litter offer as offered, added and without dates; the discount offer with
// its estimate, logged out and failed; the price comparison with its messages and its result; the
// feeding calculator open, with a weight error and with a portion; the cancel warning
// acknowledged; the email popup open and signed up. Every status region is on the page before its text, so screen readers announce
// it (a11y-checks.ts). Every widget as mounted: every-widget.flow.ts.
import { block } from '../e2e/block-page.ts';
import { expectAxeClean, lateLiveRegions, RECORD_LIVE_REGIONS } from './a11y-checks.ts';
import { flow, expect } from './fixtures.ts';
import { allReady, answerComparison, answerFeedingCalculator } from './flow-helpers.ts';

const LITTER = {
  title: 'Add a litter trial', continue_to_path: '/checkout/summary', product: 'SCOOP_HEALTH', card_title: 'Scoop Health litter',
  card_price: 15, card_sale_price: 7.5, card_tag: '50% off', card_subscription_details: 'Then one bag every 4 weeks.',
};

flow('litter offer: axe as offered, added, and without dates; its regions announce', async ({ hostPage, engine, api, checks }) => {
  api.switch({ today: '2024-06-01' });
  await hostPage({ before: RECORD_LIVE_REGIONS, body: block('litter-trial', LITTER, { 'data-variant': 'a' }), auth: 'customer' });
  await allReady(engine);
  await engine.waitForText('.litter-first-delivery', 'First delivery: Tuesday, June 4, 2024');
  await expectAxeClean(engine, 'litter offered');
  await engine.click({ css: 'button', text: 'Add', exact: true });
  await engine.waitForText('.litter-added', '✓ Added');
  await expectAxeClean(engine, 'litter added');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);

  api.switch({ datesFail: true });
  await hostPage({ before: RECORD_LIVE_REGIONS, body: block('litter-trial', LITTER, { 'data-variant': 'date' }), auth: 'customer' });
  await engine.waitForText('[role="alert"]', "couldn't load the delivery dates");
  await expectAxeClean(engine, 'litter without dates');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual(["console: katkin: litter-trial: Couldn't load delivery dates: Delivery dates are unavailable (switch datesFail)"]);
});

const OFFER = '<div data-katkin-widget="discount-offer" data-discount-code="STAY20"></div>';

flow('discount offer: axe with the estimate, logged out, and failed; its region announces', async ({ hostPage, engine, api }) => {
  await hostPage({ before: RECORD_LIVE_REGIONS, body: OFFER, auth: 'customer', query: '?subscriptionId=1001' });
  await engine.waitForText('[role="status"]', 'Your price£36.48');
  await expectAxeClean(engine, 'discount estimate');
  expect(await lateLiveRegions(engine)).toEqual([]);

  await hostPage({ before: RECORD_LIVE_REGIONS, body: OFFER, query: '?subscriptionId=1001' });
  await engine.waitForText('[role="status"]', 'Log in to see your discount.');
  await expectAxeClean(engine, 'discount logged out');

  api.fault('error', '/estimation');
  await hostPage({ before: RECORD_LIVE_REGIONS, body: OFFER, auth: 'customer', query: '?subscriptionId=1001' });
  await engine.waitForText('.katkin-error-box', 'SOMETHING WENT WRONG');
  await expectAxeClean(engine, 'discount failed');
  expect(await lateLiveRegions(engine)).toEqual([]);
});

flow("price comparison: axe with the form's messages and with the result; its regions announce", async ({ hostPage, engine, checks }) => {
  await hostPage({ before: RECORD_LIVE_REGIONS, body: '<div data-katkin-widget="price-comparison"></div>', flags: { 'price-calculator': 'test' } });
  await allReady(engine);
  await engine.waitForText('form', 'No breed selected.');
  await expectAxeClean(engine, 'comparison with its messages');
  await answerComparison(engine);
  await engine.click({ css: 'button', text: 'Compare', exact: true });
  await engine.waitForText('form', 'More than one cat? Multicat discount: 5% ongoing.');
  await expectAxeClean(engine, 'comparison result');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});

flow('feeding calculator: axe open, with a weight error and with a portion; its regions announce', async ({ hostPage, engine, checks }) => {
  await hostPage({ before: RECORD_LIVE_REGIONS, body: '<div data-katkin-widget="feeding-guidelines"></div>' });
  await allReady(engine);
  await engine.click({ css: 'button', text: 'See feeding guidelines' });
  await engine.waitForText('form', 'Answer every question to calculate.');
  await expectAxeClean(engine, 'calculator open');
  await answerFeedingCalculator(engine, '0');
  await engine.click({ css: 'button', text: 'Calculate' });
  await engine.waitForText('.katkin-field-error', 'A weight must be more than 0 kg');
  await expectAxeClean(engine, 'calculator weight error');
  await engine.press('Backspace');
  await engine.type('4');
  await engine.click({ css: 'button', text: 'Calculate' });
  await engine.waitForText('[role="status"]', 'Your cat needs 238 Kcal/day');
  await expectAxeClean(engine, 'calculator portion');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});

flow('cancel warning: axe with the warning and the acknowledgement checked; its region announces', async ({ hostPage, engine, checks }) => {
  await hostPage({
    before: RECORD_LIVE_REGIONS,
    body: '<div data-katkin-widget="cancel-warning"><script type="application/json">{"title": "Before you cancel", "subscription_state": "ACTIVE"}</script></div>',
    auth: 'customer',
    query: '?subscriptionId=1003&catName=Tom',
  });
  await engine.waitForText('section, [role="region"]', "Don't miss out on your spooky surprise!");
  await engine.click('input[type="checkbox"]');
  await engine.waitFor((_, dom) => (dom.q('button', 'Cancel my deliveries') as HTMLButtonElement | null)?.disabled === false, undefined, { message: 'Cancel my deliveries enabled' });
  await expectAxeClean(engine, 'cancel warning acknowledged');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});

flow('email popup: axe open, and with the sign-up done; its region announces', async ({ hostPage, engine, checks }) => {
  await hostPage({ before: RECORD_LIVE_REGIONS, body: '<div data-katkin-widget="email-capture" data-form-id="Pop1" data-display-type="MODAL" data-delay="1"></div>' });
  await engine.waitFor((_, dom) => dom.q('dialog[open]') !== null, undefined, { message: 'the popup open' });
  await engine.waitFor((_, dom) => dom.active()?.tagName === 'INPUT', undefined, { message: 'focus in the email field' });
  await expectAxeClean(engine, 'email popup open');
  await engine.type('cat@example.com');
  await engine.press('Enter');
  await engine.waitForText('[role="status"]', 'Thanks! Check your inbox for 20% off your first box.');
  await expectAxeClean(engine, 'email popup signed up');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});
