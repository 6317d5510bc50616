// A host page's code against the typed window.katkin; never run. `npm run typecheck` compiles it
// against shared/katkin-api.ts, scripts/host-types.test.ts against the emitted katkin.d.ts alone.
// Each @ts-expect-error marks a misuse the types must reject (the compile fails if it is accepted).
export {};

// Before the loader runs: the queue.
window.katkin = window.katkin || [];
katkin.push(['setAuth', { accessToken: 'abc', customerId: '1001' }]);
katkin.push(['setFlags', { 'price-calculator': 'test', 'manage-plan-v2-routing': true }]);
katkin.push(['setConsent', { marketing: true }]);
katkin.push([
  'track',
  'AddToCart',
  {
    value: 24.99,
    currency: 'GBP',
    contents: [{ id: 'CHICKEN_TRAY', quantity: 2, item_price: 12.5 }],
    eventId: 'evt-1',
    orderId: 4211,
    userData: { email: 'cat@example.com', firstName: 'Ada', postcode: 'SW1A 1AA' },
  },
]);
katkin.push(['on', 'katkin:navigate', (event) => event.detail.url.startsWith('/login') && event.preventDefault()]);
// Every widget error, registered before the loader runs: the handler gets {widget, code, message}.
katkin.push(['on', 'error', (error) => console.error(`${error.widget}: ${error.code}: ${error.message}`)]);
// @ts-expect-error: the 'error' handler gets the error itself, not an event
katkin.push(['on', 'error', (error) => error.detail]);
// @ts-expect-error: unknown command
katkin.push(['launchRockets']);
// @ts-expect-error: track names are InitiateCheckout and AddToCart
katkin.push(['track', 'Purchase', {}]);
// @ts-expect-error: a katkin:ready detail has no url
katkin.push(['on', 'katkin:ready', (event) => event.detail.url]);
// @ts-expect-error: the queue has no methods; the commands are methods once the loader ran
katkin.on('katkin:ready', () => {});

// Once the loader ran: the API.
if (!Array.isArray(katkin)) {
  const off: () => void = katkin.on('katkin:error', (event) => console.error(event.detail.code, event.detail.message));
  off();
  katkin.setAuth(null);
  const release: string = katkin.version;
  console.info(`KatKin widgets ${release}`);
  // @ts-expect-error: the version is the loader's, read-only
  katkin.version = '2.0.0';
  katkin.scan();
  const placeholder = document.querySelector<HTMLElement>('[data-katkin-widget]');
  if (placeholder) katkin.mount(placeholder);
  const offErrors: () => void = katkin.on('error', ({ widget, code }) => code === 'load-failed' && console.error(widget));
  offErrors();
  // @ts-expect-error: not one of the error codes
  katkin.on('error', (error) => error.code === 'timeout');
  // @ts-expect-error: no such event
  katkin.on('katkin:loaded', () => {});
  // @ts-expect-error: a katkin:error detail has no url
  katkin.on('katkin:error', (event) => event.detail.url);
  // @ts-expect-error: not one of the error codes
  katkin.on('katkin:error', (event) => event.detail.code === 'timeout');
  // @ts-expect-error: the item field is item_price
  katkin.track('InitiateCheckout', { contents: [{ id: 'CHICKEN_TRAY', quantity: 1, price: 12.5 }] });
  // @ts-expect-error: consent is true or false
  katkin.setConsent({ marketing: 'yes' });
  // @ts-expect-error: mount takes the element, not a selector
  katkin.mount('[data-katkin-widget]');
}
