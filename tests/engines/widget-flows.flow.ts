// Each widget's main user flow, the same as its primary Chromium spec (tests/e2e/<widget>.spec.ts),
// written once and run in every engine with real pointer and keyboard input.
import { flow, expect } from './fixtures.ts';
import { allReady, answerComparison, answerFeedingCalculator, waitForFocus, searchBatch, urlOnceAt } from './flow-helpers.ts';

flow('batch lookup: a search shows the batch with its dates', async ({ hostPage, engine, checks, api }) => {
  await hostPage({ body: '<div data-katkin-widget="batch-lookup"></div>' });
  await searchBatch(engine);
  await engine.waitForText('[role="status"]', 'Made On02.11.26');
  await engine.waitForText('[role="status"]', 'Result of TestsPASS');
  expect(api.requests('/batch')[0]?.search).toBe('?bn=12345');
  expect(await checks.problems()).toEqual([]);
});

flow('feeding calculator: from See feeding guidelines to a portion', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: '<div data-katkin-widget="feeding-guidelines"></div>' });
  await allReady(engine);
  await engine.click({ css: 'button', text: 'See feeding guidelines' });
  await answerFeedingCalculator(engine, '4');
  await engine.click({ css: 'button', text: 'Calculate' });
  await engine.waitForText('[role="status"]', 'Your cat needs 238 Kcal/day');
  await engine.waitForText('[role="status"]', 'So feed 1 a day');
  expect(await checks.problems()).toEqual([]);
});

flow('price comparison: an adult against Whiskas, then sign-up with the answers', async ({ hostPage, engine, checks, origins }) => {
  await hostPage({
    body: '<div data-katkin-widget="price-comparison"></div>',
    auth: 'customer',
    flags: { 'price-calculator': 'test' },
  });
  await allReady(engine);
  await answerComparison(engine);
  await engine.click({ css: 'button', text: 'Compare', exact: true });
  await engine.waitForText('form', 'KatKin is £1.20 a day more than Whiskas, for fresh food made from real, human-quality meat.');
  await engine.waitForText('form', '96% more meat');
  await engine.waitForText('form', 'More than one cat? Multicat discount: 5% ongoing.');
  expect(await checks.problems()).toEqual([]);
  await engine.click({ css: 'button', text: 'Try now with 20% off' });
  expect(await urlOnceAt(engine, '/forms/fresh-new-user')).toBe(
    `${origins.host}/forms/fresh-new-user?breed=Bengal&isKitten=NO&activity=active&bodyCondition=just-right&foodType=wet&brand=whiskas`,
  );
});

flow('litter offer: the first free date, then Add and Place order by keyboard', async ({ hostPage, engine, checks, api }) => {
  api.switch({ today: '2024-06-01' });
  const content = JSON.stringify({
    title: 'Add a litter trial', continue_to_path: '/checkout/summary', product: 'SCOOP_HEALTH', param_discount_code: 'LITTER50',
    param_quantity: 1, param_cadence: '4', card_title: 'Scoop Health litter', card_price: 15, card_sale_price: 7.5,
  });
  await hostPage({ body: `<div data-katkin-widget="litter-trial" data-variant="a"><script type="application/json">${content}</script></div>`, auth: 'customer' });
  await allReady(engine);
  await engine.waitForText('.litter-first-delivery', 'First delivery: Tuesday, June 4, 2024');
  await engine.click({ css: 'button', text: 'Add', exact: true });
  await engine.waitForText('.litter-added', '✓ Added');
  await waitForFocus(engine, 'Remove');
  await engine.press('Tab');
  await waitForFocus(engine, 'Place order');
  expect(await checks.problems()).toEqual([]);
  await engine.press('Enter');
  const url = await urlOnceAt(engine, '/checkout/summary');
  expect(new URL(url).searchParams.get('litterDeliveryDate')).toBe('2024-06-04');
  const checkouts = api.requests('/actions').filter((r) => (r.body as { name?: string }).name === 'checkoutLitter');
  expect(checkouts.map((r) => (r.body as { values: { deliveryDate: string } }).values.deliveryDate)).toEqual(['2024-06-04']);
});

flow('discount offer: the estimate, then Get 20% OFF by keyboard to the applied page', async ({ hostPage, engine, api, origins }) => {
  await hostPage({
    body: '<div data-katkin-widget="discount-offer" data-discount-code="STAY20" data-cat-name="Tom" data-cat-sex="BOY" data-cancellation-primary="TOO_EXPENSIVE"></div>',
    auth: 'customer',
    query: '?subscriptionId=1001',
  });
  await engine.waitForText('[role="status"]', 'You save£9.12');
  await engine.waitForText('[role="status"]', 'Your price£36.48');
  await engine.press('Tab');
  await waitForFocus(engine, 'Get 20% OFF');
  await engine.press('Enter');
  expect(await urlOnceAt(engine, '/discounts/applied')).toBe(`${origins.host}/discounts/applied?cat=Tom&discountPercentage=20&catSex=BOY`);
  expect(api.requests('/applications/customer')[0]?.body).toEqual({ code: 'STAY20' });
});

flow('cancel warning: the acknowledgement by Space enables Cancel my deliveries', async ({ hostPage, engine, origins }) => {
  await hostPage({
    body: '<a href="#top">Skip</a><div data-katkin-widget="cancel-warning"><script type="application/json">{"title": "Before you cancel", "subscription_state": "ACTIVE"}</script></div>',
    auth: 'customer',
    query: '?subscriptionId=1003&catName=Tom',
  });
  await engine.waitForText('section, [role="region"]', "Don't miss out on your spooky surprise!");
  const cancelDisabled = () =>
    engine.evaluate((_, dom) => (dom.q('button', 'Cancel my deliveries') as HTMLButtonElement | null)?.disabled ?? null);
  expect(await cancelDisabled()).toBe(true);
  await engine.press('Tab');
  await engine.press('Tab');
  expect(await engine.evaluate((_, dom) => (dom.active() as HTMLInputElement | null)?.type)).toBe('checkbox');
  await engine.press(' ');
  await engine.waitFor((_, dom) => (dom.q('button', 'Cancel my deliveries') as HTMLButtonElement | null)?.disabled === false, undefined, {
    message: 'Cancel my deliveries enabled',
  });
  await engine.click({ css: 'button', text: 'Cancel my deliveries' });
  expect(await urlOnceAt(engine, '/forms/cancellation')).toBe(`${origins.host}/forms/cancellation?subscriptionId=1003&catName=Tom`);
});

flow('email capture: the popup by keyboard, sign up, close, focus back', async ({ hostPage, engine, api, checks }) => {
  await hostPage({
    body: '<button type="button" id="host-button">Host button</button><div data-katkin-widget="email-capture" data-form-id="Pop1" data-display-type="MODAL" data-delay="1"></div>',
  });
  await allReady(engine);
  await engine.click('#host-button');
  await engine.waitFor((_, dom) => dom.q('dialog[open]') !== null, undefined, { message: 'the popup open' });
  await engine.waitFor((_, dom) => dom.active()?.tagName === 'INPUT', undefined, { message: 'focus in the email field' });
  await engine.type('cat@example.com');
  await engine.press('Tab');
  await waitForFocus(engine, 'Sign up');
  await engine.press('Enter');
  await engine.waitForText('[role="status"]', 'Thanks! Check your inbox for 20% off your first box.');
  expect(api.requests('/actions')[0]?.body).toMatchObject({ name: 'emailCapture', values: { email: 'cat@example.com' }, linkingId: 'Pop1' });
  await engine.press('Escape');
  await engine.waitFor((_, dom) => dom.q('dialog[open]') === null, undefined, { message: 'the popup closed' });
  expect(await engine.evaluate(() => document.activeElement?.id)).toBe('host-button');
  expect(await checks.problems()).toEqual([]);
});

flow('tracking: with marketing consent a PageView with the fields and the _fbp cookie', async ({ hostPage, engine, api, checks }) => {
  await hostPage({
    body: '<div data-katkin-widget="tracking" data-test-event-code=" TEST42 "></div>',
    before: `window.katkin = window.katkin || []; katkin.push(['setConsent', {marketing: true}]);`,
    query: '?fbclid=IwAR-AbC_dEf9',
  });
  await allReady(engine);
  await expect.poll(() => api.requests('/event').length).toBe(1);
  const event = api.requests('/event')[0]!.body as { type: string; testEventCode: string; eventSourceUrl: string; userData: { fbp: string; fbc: string } };
  expect(event.type).toBe('PageView');
  expect(event.testEventCode).toBe('TEST42');
  expect(event.eventSourceUrl).toBe(await engine.evaluate(() => location.href));
  const cookies = await engine.evaluate(() => document.cookie);
  expect(cookies).toContain(`_fbp=${event.userData.fbp}`);
  expect(event.userData.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR-AbC_dEf9$/);
  expect(await checks.problems()).toEqual([]);
});
