// The tooltip (WAI-ARIA tooltip pattern, WCAG 1.4.13: shown on focus and hover, Escape hides it,
// hoverable along a straight diagonal at the viewport's edge), the checkbox (APG
// checkbox_checkbox.js: a named checkbox in the tab order that Space toggles), the forms with
// their field errors (WCAG 3.3.1: aria-invalid and the message as the field's description, focus
// kept on the field), loading and empty states, and every status region present before its text
// changes; axe in each state, in every engine.
import { flow, expect } from './fixtures.ts';
import { RECORD_LIVE_REGIONS, attributeOf, expectAxeClean, focusMatch, focused, lateLiveRegions } from './a11y-checks.ts';
import { allReady } from './flow-helpers.ts';
import { block } from '../e2e/block-page.ts';


const tipShown = (engine: Parameters<typeof focused>[0]) => engine.evaluate((_, dom) => (dom.q('[role="tooltip"]') as HTMLElement).checkVisibility());

flow('tooltip: described by its tooltip, shown on focus and hover, Escape hides it; a diagonal pointer path at the viewport edge keeps it shown', async ({ hostPage, engine, checks }) => {
  flow.slow();
  await engine.setViewport(390, 700);
  const text = "We work out your cat's daily calories from their age, weight and activity, then split them into trays.";
  await hostPage({ body: `<p><a href="#top">Top</a></p><p style="text-align: right; margin-top: 260px">Portions ${block('tooltip', { label: 'About portions', text }).replace('<div', '<span').replace('</div>', '</span>')}</p>` });
  await allReady(engine);
  const described = await engine.evaluate((_, dom) => {
    const button = dom.q('button')!;
    return { name: button.textContent, tip: (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute('aria-describedby')!)?.getAttribute('role') };
  });
  expect(described).toEqual({ name: 'iAbout portions', tip: 'tooltip' });
  expect(await tipShown(engine)).toBe(false);
  await engine.press('Tab');
  await engine.press('Tab');
  expect(await focused(engine)).toBe('button: iAbout portions');
  expect(await tipShown(engine)).toBe(true);
  await expectAxeClean(engine, 'tooltip shown');
  await engine.press('Escape');
  await engine.waitFor((_, dom) => !(dom.q('[role="tooltip"]') as HTMLElement).checkVisibility());
  expect(await focused(engine)).toBe('button: iAbout portions');

  // By pointer: onto the button's centre, then in small straight steps to the tooltip's far corner.
  await engine.press('Shift+Tab');
  expect(await focused(engine)).toBe('a: Top');
  await engine.hover('button');
  await engine.waitFor((_, dom) => (dom.q('[role="tooltip"]') as HTMLElement).checkVisibility());
  const boxes = await engine.evaluate((_, dom) => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    return { button: rect(dom.q('button')!), tip: rect(dom.q('[role="tooltip"]')!) };
  });
  // Pushed sideways: the button is at the right edge, the tooltip not centred on it.
  expect(boxes.button.right).toBeGreaterThan(390 - 40);
  expect((boxes.tip.left + boxes.tip.right) / 2).toBeLessThan((boxes.button.left + boxes.button.right) / 2 - 20);
  const from = { x: (boxes.button.left + boxes.button.right) / 2, y: (boxes.button.top + boxes.button.bottom) / 2 };
  const above = boxes.tip.bottom <= boxes.button.top;
  const to = { x: boxes.tip.left + 2, y: above ? boxes.tip.top + 2 : boxes.tip.bottom - 2 };
  const hidden: number[] = [];
  const steps = 30;
  for (let step = 1; step <= steps; step++) {
    await engine.movePointer(Math.round(from.x + ((to.x - from.x) * step) / steps), Math.round(from.y + ((to.y - from.y) * step) / steps));
    if (!(await tipShown(engine))) hidden.push(step);
  }
  expect(hidden, 'steps at which the tooltip was hidden').toEqual([]);
  await engine.movePointer(5, 5);
  await engine.waitFor((_, dom) => !(dom.q('[role="tooltip"]') as HTMLElement).checkVisibility());
  expect(await checks.problems()).toEqual([]);
});

flow('checkbox (APG checkbox): named by its label, in the tab order, Space checks and unchecks; the lookup status region is there before its text', async ({ hostPage, engine, checks }) => {
  await hostPage({
    query: '?subscriptionId=1001&catName=Luna',
    before: RECORD_LIVE_REGIONS,
    auth: 'customer',
    body: block('cancel-warning', { title: 'Before you go' }),
  });
  await allReady(engine);
  await engine.waitFor((_, dom) => dom.q('.warning-lookup')?.getAttribute('aria-busy') === 'false');
  const checkbox = () =>
    engine.evaluate((_, dom) => {
      const input = dom.q('input[type="checkbox"]') as HTMLInputElement;
      return { checked: input.checked, label: input.labels?.[0]?.textContent };
    });
  const label = 'I understand that by cancelling my box, Luna will lose out on the benefits of fresh and it may take 1-2 weeks to reactivate my subscription.';
  expect(await checkbox()).toEqual({ checked: false, label });
  await focusMatch(engine, 'a, button, input', null);
  for (let i = 0; i < 4 && (await focused(engine))?.startsWith('input') !== true; i++) await engine.press('Tab');
  expect((await focused(engine))?.startsWith('input')).toBe(true);
  await engine.press(' ');
  expect(await checkbox()).toEqual({ checked: true, label });
  await expectAxeClean(engine, 'checkbox checked');
  await engine.press(' ');
  expect(await checkbox()).toEqual({ checked: false, label });
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});

flow('forms with field errors: aria-invalid, the message as the description, focus kept on the field; loading and empty states; status regions present before their text', async ({ hostPage, engine, checks, api }) => {
  flow.slow();
  api.fault('slow', '/batch', 1500);
  await hostPage({
    before: RECORD_LIVE_REGIONS,
    body:
      '<div data-katkin-widget="batch-lookup"></div>' +
      '<div data-katkin-widget="email-capture" data-form-id="XyZ123" data-display-type="SECTION"></div>' +
      block('review-list', { reviews: [] }) +
      block('product-cards', []) +
      block('condensed-list', { items: ['Chicken'] }),
  });
  await allReady(engine);
  // The section fades in once on screen: axe measures contrast when the fade has ended.
  await engine.waitFor((_, dom) => {
    const section = dom.q('.email-section');
    return section?.classList.contains('is-visible') && section.getAnimations({ subtree: true }).length === 0;
  });
  await expectAxeClean(engine, 'forms as mounted, empty lists');
  const field = (css: string) =>
    engine.evaluate(
      (a, dom) => {
        const input = dom.q(a.css)!;
        const root = input.getRootNode() as ShadowRoot;
        return { invalid: input.getAttribute('aria-invalid'), description: root.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null, focused: dom.active() === input };
      },
      { css },
    );
  await focusMatch(engine, 'input[type="email"]', null);
  await engine.type('cat@example');
  await engine.press('Enter');
  await engine.waitForText('.katkin-field-error', 'Enter an email address');
  expect(await field('input[type="email"]')).toEqual({ invalid: 'true', description: 'Enter an email address in the right format, like name@example.com.', focused: true });
  await focusMatch(engine, 'input', null);
  await engine.press('Enter');
  await engine.waitForText('.katkin-field-error', 'Enter the batch number');
  expect(await field('input')).toEqual({ invalid: 'true', description: 'Enter the batch number from your pack, for example 12345.', focused: true });
  await expectAxeClean(engine, 'field errors shown');
  // Loading: the status region is busy with its spinner (the API answers slowly).
  await engine.type('10001');
  await engine.press('Enter');
  await engine.waitFor((_, dom) => dom.q('.batch-result')?.getAttribute('aria-busy') === 'true');
  await expectAxeClean(engine, 'batch lookup loading');
  await engine.waitFor((_, dom) => dom.q('.batch-result')?.getAttribute('aria-busy') === 'false', undefined, { timeoutMs: 15_000 });
  expect(await attributeOf(engine, 'input', 'aria-invalid')).toBe(null);
  await expectAxeClean(engine, 'batch lookup result');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});
