// The one sweep: every demo of every widget and block in the registry (widgets/registry.ts) on one
// host page under the strict CSP with Trusted Types required, logged in with the price calculator on. Each registered widget
// has a demo on the page; each placeholder settles (ready, or error for the demos of invalid
// options, marked demo-invalid); zero CSP violations, no page error, no axe violation; every main
// element carries its documented part name; and a bad JSON child beside a good block fails alone.
import path from 'node:path';
import { widgetRegistry } from '../../widgets/registry.ts';
import { block, expectAllSettled } from './block-page.ts';
import { demoPage } from './demo-page.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';
import { clippingElements, overflowPastViewport, TEXT_SPACING } from './layout-checks.ts';

const root = path.resolve(import.meta.dirname, '../..');
const accordion = { items: [{ title: 'What goes into KatKin?', body: '<p>Meat.</p>' }] };

// Each class that draws a main element and the part it must carry (errors on screen: theming.spec.ts).
const PARTS: [selector: string, part: string, shown: boolean][] = [
  ['.katkin-root', 'root', true],
  ['.katkin-button', 'button', true],
  ['.katkin-button', 'button-primary', true],
  ['.katkin-carousel-button', 'button-secondary', true],
  ['.katkin-control', 'input', true],
  ['.katkin-panel', 'card', true],
];

test('every demo settles under the strict CSP with Trusted Types required: zero violations, no page error, axe clean, parts named', { tag: '@framework' }, async ({ hostPage, page, events }) => {
  test.slow();
  const violations = await recordCspViolations(page);
  await hostPage({
    ...demoPage,
    body: `${demoPage.body}<div data-katkin-widget="accordion" class="bad-json"><script type="application/json">{items: [</script></div>${block('accordion', accordion, { class: 'after-bad-json' })}`,
  });
  for (const { name, folder } of widgetRegistry(root)) {
    expect(await page.locator(`[data-katkin-widget="${name}"]`).count(), `${folder}/demo.html shows ${name}`).toBeGreaterThan(0);
  }
  await expectAllSettled(page);
  // Only the demos of invalid options, and the bad JSON child, end in error; the block after it works.
  const errored = await page.locator('[data-katkin-state="error"]').evaluateAll((els) => els.map((el) => el.className));
  expect(errored.length).toBe((await page.locator('.demo-invalid').count()) + 1);
  expect(errored.every((name) => name.includes('demo-invalid') || name === 'bad-json')).toBe(true);
  await expect(page.locator('.after-bad-json')).toHaveAttribute('data-katkin-state', 'ready');

  for (const [selector, part, shown] of PARTS) {
    const elements = page.locator(`[data-katkin-widget] ${selector}`);
    if (shown) expect(await elements.count(), selector).toBeGreaterThan(0);
    const without = await elements.evaluateAll((found, name) => found.filter((el) => !el.part.contains(name)).map((el) => el.outerHTML.slice(0, 80)), part);
    expect(without, `${selector} without part ${part}`).toEqual([]);
  }
  // Language of parts (WCAG 3.1.2): each widget says its words are British English, left to right, whatever the page's.
  expect(await page.locator('[data-katkin-widget] .katkin-root').evaluateAll((roots) => [...new Set(roots.map((root) => `${root.getAttribute('lang')} ${root.getAttribute('dir')}`))])).toEqual(['en-GB ltr']);
  await page.getByRole('button', { name: 'About daily portions' }).hover();
  await expect(page.getByRole('tooltip').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
  // The page enforces it: a plain string at a script's src is refused (after the check above: it is a report).
  expect(await page.evaluate(() => { try { document.createElement('script').src = '/x.js'; return 'taken'; } catch { return 'refused'; } })).toBe('refused');
  expect(events.pageErrors).toEqual([]);
});

// WCAG 1.4.10 Reflow: at 320 CSS px (1280 px at 400% zoom) nothing needs scrolling sideways. Only
// what a widget deliberately clips or scrolls inside itself (the scrolling banner's moving track)
// may reach past the viewport.
test.describe('at 320 CSS px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every demo reflows: the page never scrolls sideways and no widget reaches past the viewport', async ({ hostPage, page }) => {
    await hostPage(demoPage);
    await expectAllSettled(page);
    const overflow = await page.evaluate(overflowPastViewport);
    expect(overflow).toEqual({ pageScrollsSideways: false, past: [] });
  });

  // WCAG 1.4.12: the host's own stylesheet sets the criterion's spacing; it inherits into the shadow roots.
  test('with the text spacing of WCAG 1.4.12 set by the host, no widget clips its text', async ({ hostPage, page }) => {
    // Without the CSP: the host's spacing is an inline stylesheet.
    await hostPage({ ...demoPage, csp: undefined, body: TEXT_SPACING + demoPage.body });
    await expectAllSettled(page);
    // It reached inside: 0.12em of the 16px text.
    await expect(page.locator('[data-katkin-widget="batch-lookup"] .katkin-root').first()).toHaveCSS('letter-spacing', '1.92px');
    const clipping = await page.evaluate(clippingElements);
    // The banner's window shows its moving claims a part at a time, whatever the spacing.
    expect(clipping).toEqual(['scrolling-banner: div.banner-window']);
  });
});
