// The WAI-ARIA APG's own regression tests for the disclosure (w3c/aria-practices
// test/tests/disclosure_faq.js) and accordion (accordion_accordion.js) examples, restated for our
// widgets and run in every engine: condensed-list's 'Show all N', feature-toggles' 'Toggle next'
// and feeding-guidelines' calculator button (disclosures); the accordion block. One page load per
// pattern, many assertions each; axe in each state.
import { flow, expect } from './fixtures.ts';
import { RECORD_LIVE_REGIONS, attributeOf, attributesOf, expectAxeClean, focusMatch, focused, lateLiveRegions } from './a11y-checks.ts';
import { allReady } from './flow-helpers.ts';
import { block } from '../e2e/block-page.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i + 1}`);
const blocks = (group: string) => [1, 2, 3].map((i) => ({ title: `${group} block ${i}`, body: `<p>${group} body ${i}</p>` }));

flow('disclosure (APG disclosure_faq): aria-controls, aria-expanded false then true by click, Enter and Space, and false again; Tab order', async ({ hostPage, engine, checks }) => {
  await hostPage({
    before: RECORD_LIVE_REGIONS,
    body:
      block('condensed-list', { title: 'Four', items: items(4) }) +
      block('condensed-list', { title: 'Five', items: items(5) }) +
      block('condensed-list', { title: 'Six', items: items(6) }) +
      ['One', 'Two', 'Three'].map((group) => block('feature-toggles', { blocks: blocks(group) })).join('') +
      '<div data-katkin-widget="feeding-guidelines"></div>',
  });
  await allReady(engine);
  // aria-controls names an element of the same widget (the calculator's button only once it shows).
  const controls = () =>
    engine.evaluate((_, dom) =>
      dom.all('button[aria-controls]').map((button) => (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute('aria-controls')!) !== null),
    );
  expect(await controls()).toEqual([true, true, true, true, true, true]);
  expect(await attributesOf(engine, 'button[aria-expanded]', 'aria-expanded')).toEqual(['false', 'false', 'false', 'false', 'false', 'false', 'false']);
  await expectAxeClean(engine, 'disclosures closed');

  // TAB moves focus through the disclosure buttons (nothing else on the page takes focus).
  const tabbed: (string | null)[] = [];
  for (let i = 0; i < 7; i++) {
    await engine.press('Tab');
    tabbed.push(await focused(engine));
  }
  expect(tabbed).toEqual(['button: Show all 4', 'button: Show all 5', 'button: Show all 6', 'button: Toggle next', 'button: Toggle next', 'button: Toggle next', 'button: See feeding guidelines']);

  // Click, Enter and Space each expand one.
  await engine.click({ css: 'button', text: 'Show all 4' });
  await engine.waitFor((_, dom) => dom.q('button', 'Show fewer')?.getAttribute('aria-expanded') === 'true');
  await focusMatch(engine, 'button', 'Show all 5');
  await engine.press('Enter');
  await engine.waitFor((_, dom) => dom.all('button', 'Show fewer').length === 2);
  await focusMatch(engine, 'button', 'Show all 6');
  await engine.press(' ');
  await engine.waitFor((_, dom) => dom.all('button', 'Show fewer').length === 3);
  expect(await attributesOf(engine, 'button[aria-expanded]', 'aria-expanded')).toEqual(['true', 'true', 'true', 'false', 'false', 'false', 'false']);
  expect(await engine.evaluate((_, dom) => dom.all('li').length)).toBe(15);
  // Collapsing: false again, by click.
  await engine.click({ css: 'button', text: 'Show fewer' });
  await engine.waitFor((_, dom) => dom.all('button', 'Show all 4').length === 1);
  expect(await attributeOf(engine, 'button', 'aria-expanded', 'Show all 4')).toBe('false');

  await engine.click({ css: 'button', text: 'Toggle next' });
  await focusMatch(engine, 'button', 'Toggle next', 2); // the second group's (the first group has two now)
  await engine.press('Enter');
  await focusMatch(engine, 'button', 'Toggle next', 4);
  await engine.press(' ');
  await engine.waitFor((_, dom) => dom.all('button', 'Toggle next').length === 6);
  // Each group's first button now controls an open block; each new one a closed block.
  expect(await attributesOf(engine, 'button[aria-expanded]', 'aria-expanded')).toEqual(['false', 'true', 'true', 'true', 'false', 'true', 'false', 'true', 'false', 'false']);
  const bodies = await engine.evaluate((_, dom) => ['One body 2', 'Two body 2', 'Three body 2', 'One body 3'].map((text) => (dom.q('p', text) as HTMLElement).checkVisibility()));
  expect(bodies).toEqual([true, true, true, false]);
  // Pressed again, the first group's closes its next block: false, and focus stays on it.
  await focusMatch(engine, 'button', 'Toggle next', 0);
  await engine.press('Enter');
  await engine.waitFor((_, dom) => dom.all('button', 'Toggle next').length === 5);
  expect(await focused(engine)).toBe('button: Toggle next');
  expect(await attributeOf(engine, 'button', 'aria-expanded', 'Toggle next')).toBe('false');
  expect(await engine.evaluate((_, dom) => (dom.q('p', 'One body 2') as HTMLElement).checkVisibility())).toBe(false);

  await focusMatch(engine, 'button', 'See feeding guidelines');
  await engine.press('Enter');
  await engine.waitFor((_, dom) => dom.q('button', 'See feeding guidelines')?.getAttribute('aria-expanded') === 'true');
  expect(await controls()).toEqual(Array(9).fill(true));
  await expectAxeClean(engine, 'disclosures open');
  expect(await lateLiveRegions(engine)).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});

flow('accordion (APG accordion_accordion): button in a heading, aria-expanded and aria-controls, region labelled by its button, Enter and Space toggle, Tab between headers and open panels', async ({ hostPage, engine, checks }) => {
  await engine.setViewport(1000, 800);
  const accordion = {
    open_on_desktop: false,
    items: [
      { title: 'Is it fresh?', body: '<p>Yes, <a href="/fresh">see how</a>.</p>' },
      { title: 'Can I pause?', body: '<p>Any time.</p>' },
      { title: 'Do you deliver?', body: '<p>Across the UK.</p>' },
    ],
  };
  await hostPage({ body: block('accordion', accordion) });
  await allReady(engine);
  const state = () =>
    engine.evaluate((_, dom) =>
      dom.all('button[aria-controls]').map((button) => {
        const root = button.getRootNode() as ShadowRoot;
        const panel = root.getElementById(button.getAttribute('aria-controls')!) as HTMLElement;
        return {
          heading: button.parentElement!.tagName,
          expanded: button.getAttribute('aria-expanded'),
          region: panel.getAttribute('role'),
          labelledBy: root.getElementById(panel.getAttribute('aria-labelledby')!) === button,
          shown: panel.checkVisibility(),
        };
      }),
    );
  const closed = { heading: 'H3', expanded: 'false', region: 'region', labelledBy: true, shown: false };
  const open = { ...closed, expanded: 'true', shown: true };
  expect(await state()).toEqual([closed, closed, closed]);
  await expectAxeClean(engine, 'accordion closed');

  await focusMatch(engine, 'button', 'Is it fresh?');
  await engine.press('Enter');
  await focusMatch(engine, 'button', 'Can I pause?');
  await engine.press(' ');
  await engine.waitFor((_, dom) => dom.all('button[aria-expanded="true"]').length === 2);
  expect(await state()).toEqual([open, open, closed]);
  expect(await focused(engine)).toBe('button: Can I pause?');
  await expectAxeClean(engine, 'accordion open');

  // TAB: header, the open panel's link, the next headers; Shift+Tab back the same way.
  await focusMatch(engine, 'button', 'Is it fresh?');
  const order: (string | null)[] = [];
  for (let i = 0; i < 3; i++) {
    await engine.press('Tab');
    order.push(await focused(engine));
  }
  expect(order).toEqual(['a: see how', 'button: Can I pause?', 'button: Do you deliver?']);
  await engine.press('Shift+Tab');
  await engine.press('Shift+Tab');
  expect(await focused(engine)).toBe('a: see how');

  // Enter and Space close again.
  await focusMatch(engine, 'button', 'Is it fresh?');
  await engine.press('Enter');
  await focusMatch(engine, 'button', 'Can I pause?');
  await engine.press(' ');
  await engine.waitFor((_, dom) => dom.all('button[aria-expanded="true"]').length === 0);
  expect(await state()).toEqual([closed, closed, closed]);
  expect(await checks.problems()).toEqual([]);
});
