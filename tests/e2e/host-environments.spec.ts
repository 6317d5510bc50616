// Host pages that changed the platform under us, as real ones do: an AMD loader's global define,
// a <base> pointing elsewhere, wrapped JSON, a Promise subclass, enumerable Array.prototype
// additions (legacy libraries), a console that throws, a frozen Object.prototype (hardening). Every
// demo settles as on a plain page, the invalid ones with their options' messages. A page that adds an
// enumerable property to Object.prototype costs the widgets whose options zod checks (README
// "Security and reliability"): each reports its own error and the page is left as it was.
import { demoPage } from './demo-page.ts';
import { expectAllSettled } from './block-page.ts';
import { test, expect } from './fixtures.ts';

const CHANGED_PLATFORM = [
  'window.define = function () { throw new Error("AMD define called"); }; window.define.amd = {};',
  'document.head.prepend(Object.assign(document.createElement("base"), { href: "https://elsewhere.invalid/sub/" }));',
  'const parse = JSON.parse; JSON.parse = (text, reviver) => parse(text, reviver);',
  'const stringify = JSON.stringify; JSON.stringify = (value, replacer, space) => stringify(value, replacer, space);',
  'window.Promise = class HostPromise extends Promise {};',
  'Array.prototype.legacyEach = function (callback) { for (let i = 0; i < this.length; i++) callback(this[i], i); };',
  // A page that silences third parties' console output by throwing (or a monitoring agent's bug).
  'console.error = () => { throw new Error("console.error silenced by the host"); };',
  'console.warn = () => { throw new Error("console.warn silenced by the host"); };',
  // OWASP's advice against prototype pollution: from here on, assigning an inherited name such as
  // `constructor` or `toString` to a plain object throws in strict code.
  'Object.freeze(Object.prototype);',
].join('\n');

/** Each placeholder's widget and end state, once every one has settled. */
async function settledStates(page: import('@playwright/test').Page): Promise<{ ready: number; errored: string[] }> {
  await expectAllSettled(page);
  return {
    ready: await page.locator('[data-katkin-state="ready"]').count(),
    errored: await page.locator('[data-katkin-state="error"]:not(.demo-invalid)').evaluateAll((els) => els.map((el) => el.getAttribute('data-katkin-widget')!)),
  };
}

test('a host that changed the platform (AMD define, <base>, wrapped JSON, a Promise subclass, Array.prototype additions, a throwing console, a frozen Object.prototype): every demo settles as on a plain page', async ({ hostPage, page, events }) => {
  // The demo page without its CSP: these host scripts are what a looser page runs.
  await hostPage({ ...demoPage, csp: undefined, before: CHANGED_PLATFORM });
  const states = await settledStates(page);
  expect(states.errored).toEqual([]);
  expect(states.ready).toBeGreaterThan(40);
  // Each demo of invalid options names what is wrong, as on a plain page.
  const errors = await events.katkinErrors();
  expect(errors).toHaveLength(await page.locator('.demo-invalid').count());
  expect(errors.filter((error) => error.code !== 'invalid-options')).toEqual([]);
  expect(errors.find((error) => error.widget === 'accordion')?.message).toBe('accordion: JSON content: items[0].title: expected non-empty text');
  expect(events.pageErrors).toEqual([]);
});

test('a host that added an enumerable property to Object.prototype: the widgets zod checks report their errors, the page keeps working', async ({ hostPage, page, events }) => {
  await hostPage({ ...demoPage, csp: undefined, body: `<button type="button" id="host-button">Host button</button>${demoPage.body}`, before: 'Object.prototype.legacyFlag = true;' });
  const states = await settledStates(page);
  const reported = (await events.katkinErrors()).map((error) => error.widget);
  // The widgets whose options zod checks (README "Security and reliability": zod throws at load
  // on the inherited key); each says so through katkin:error.
  const errored = [...new Set(states.errored)].sort();
  expect(errored).toEqual(['accordion', 'cancel-warning', 'carousel', 'comparison-modal', 'condensed-list', 'cta-bar', 'feature-toggles', 'litter-trial', 'product-cards', 'query-banner', 'review-list', 'sticky-cta', 'tooltip', 'trust-rating']);
  for (const widget of errored) expect(reported).toContain(widget);
  await page.locator('#host-button').click();
  await expect(page.locator('#host-button')).toBeFocused();
  expect(events.pageErrors).toEqual([]);
});
