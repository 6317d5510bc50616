// Every widget's and block's demos (all variants, as the shell shows them) on one page under the
// strict CSP with Trusted Types required (the engine refuses a plain string at a sink): each settles (ready; error only for the demos of invalid options) with no page
// error, no katkin: console error beyond those demos' own, zero CSP violations, and no axe
// violation (WCAG 2.2 AA) in any widget as mounted.
import { demoPage } from '../e2e/demo-page.ts';
import { clippingElements, overflowPastViewport, TEXT_SPACING } from '../e2e/layout-checks.ts';
import { expectAxeClean } from './a11y-checks.ts';
import type { EngineDriver } from './driver.ts';
import { flow, expect } from './fixtures.ts';

flow('every widget demo settles under a strict CSP with Trusted Types required, with zero violations, no page error and no axe violation', async ({ hostPage, engine, checks }) => {
  flow.slow();
  await hostPage(demoPage);
  const settled = await engine.waitFor(
    () => {
      const all = [...document.querySelectorAll('[data-katkin-widget]')];
      const pending = all.filter((el) => !['ready', 'error'].includes(el.getAttribute('data-katkin-state') ?? ''));
      if (pending.length > 0) return null;
      const errored = all.filter((el) => el.getAttribute('data-katkin-state') === 'error');
      return { total: all.length, errored: errored.length, allInvalidDemos: errored.every((el) => el.classList.contains('demo-invalid')), invalidDemos: document.querySelectorAll('.demo-invalid').length };
    },
    undefined,
    { timeoutMs: 25_000, message: 'every placeholder ready or error' },
  );
  expect(settled.total).toBeGreaterThan(40);
  expect(settled.errored).toBe(settled.invalidDemos);
  expect(settled.allInvalidDemos).toBe(true);
  await expectAxeClean(engine, 'every demo as mounted');
  expect(await checks.cspViolations()).toEqual([]);
  // An engine with Trusted Types enforces them here: a plain string at a script's src is refused
  // (after the check above: it is a report). One without them (Firefox before 145) takes it, and
  // the widgets above ran on the plain strings of our fallback.
  const sink = await engine.evaluate(() => {
    const supported = 'trustedTypes' in window;
    try {
      document.createElement('script').src = '/x.js';
      return { supported, plainString: 'taken' };
    } catch {
      return { supported, plainString: 'refused' };
    }
  });
  expect(sink.plainString).toBe(sink.supported ? 'refused' : 'taken');
  expect(await engine.pageErrors()).toEqual([]);
  // Each invalid demo reports itself, and the discount offer's estimate-failure demo its 500:
  // nothing else, in any engine.
  const errors = (await engine.consoleMessages()).filter((m) => m.type === 'error' && m.text.startsWith('katkin:'));
  expect(errors.map((e) => e.text.split(':')[1]!.trim()).sort()).toEqual([
    'accordion', 'carousel', 'comparison-modal', 'condensed-list', 'cta-bar', 'discount-offer', 'discount-offer',
    'feature-toggles', 'pre-cancellation', 'product-cards', 'query-banner', 'review-list', 'scrolling-banner',
    'sticky-cta', 'tooltip', 'trust-rating',
  ]);
});

/** Waits until every placeholder on the page is ready or in error. */
function everyPlaceholderSettled(engine: EngineDriver): Promise<unknown> {
  return engine.waitFor(
    () => [...document.querySelectorAll('[data-katkin-widget]')].every((el) => ['ready', 'error'].includes(el.getAttribute('data-katkin-state') ?? '')) || null,
    undefined,
    { timeoutMs: 25_000, message: 'every placeholder ready or error' },
  );
}

// WCAG 1.4.10 in this engine's layout (the Chromium spec: tests/e2e/every-demo.spec.ts).
flow('every widget demo reflows at 320 CSS px: the page never scrolls sideways and no widget reaches past the viewport', async ({ hostPage, engine }) => {
  flow.slow();
  await engine.setViewport(320, 640);
  await hostPage(demoPage);
  await everyPlaceholderSettled(engine);
  // The driver really narrowed the page (else the check below would pass on a wide one).
  expect(await engine.evaluate(() => window.innerWidth)).toBe(320);
  expect(await engine.evaluate(overflowPastViewport)).toEqual({ pageScrollsSideways: false, past: [] });
});

// WCAG 1.4.12 in this engine's layout: the host sets the criterion's spacing (an inline stylesheet: no CSP).
flow('with the text spacing of WCAG 1.4.12 set by the host, at 320 CSS px, no widget clips its text', async ({ hostPage, engine }) => {
  flow.slow();
  await engine.setViewport(320, 640);
  await hostPage({ ...demoPage, csp: undefined, body: TEXT_SPACING + demoPage.body });
  await everyPlaceholderSettled(engine);
  expect(await engine.evaluate(() => getComputedStyle(document.querySelector('[data-katkin-widget="batch-lookup"]')!.shadowRoot!.querySelector('.katkin-root')!).letterSpacing)).toBe('1.92px');
  // The banner's window shows its moving claims a part at a time, whatever the spacing.
  expect(await engine.evaluate(clippingElements)).toEqual(['scrolling-banner: div.banner-window']);
});
