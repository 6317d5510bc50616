// Every marketing block's interaction, the same as in tests/e2e/marketing-blocks*.spec.ts, once
// for every engine: the dialogs (open, Escape, Close, focus back, the host behind them inert),
// the carousel, accordion, tooltip, feature toggles and scrolling banner by keyboard, the
// condensed list, the CTA bars' links through katkin:navigate, and keyboard focus kept clear of
// the bars (WCAG 2.4.11).
import { block } from '../e2e/block-page.ts';
import type { EngineDriver } from './driver.ts';
import { flow, expect } from './fixtures.ts';
import { allReady, navigated, waitForFocus } from './flow-helpers.ts';

const COMPARISON = {
  headers: { product: { title: 'KatKin' }, competitor: { title: 'Supermarket pouches' } },
  rows: [{ product: { icon: 'TICK', body: '100% human-quality meat' }, competitor: { icon: 'CROSS', body: 'As little as 4% named meat' } }],
};
const SPLASH = {
  title: 'Splash',
  image: { src: '/examples/images/tray-splash.svg', alt: 'A tray of Splash' },
  gallery: [{ src: '/examples/images/tray-splash.svg', alt: 'A tray of Splash' }, { src: '/examples/images/bowl.svg', alt: 'Splash served in a bowl' }],
  ctaAction: 'modal',
  ctas: [{ id: 'inside', name: "See what's inside" }],
  faqs: [{ question: 'Is Splash a complete food?', answer: '<p>Yes: complete and balanced for cats of every age.</p>' }],
};
const HOST_LINK = '<p><a id="host-link" href="#host">Host link</a></p>';

const dialogOpen = (engine: EngineDriver) => engine.evaluate((_, dom) => dom.q('dialog[open]') !== null);
/** Whether a host control can take focus now (an open modal makes the page behind it inert). */
const hostTakesFocus = (engine: EngineDriver) =>
  engine.evaluate(() => {
    const link = document.getElementById('host-link')!;
    link.focus();
    return document.activeElement === link;
  });

flow('comparison modal: opens as a modal dialog; Escape and Close shut it and focus goes back', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: HOST_LINK + block('comparison-modal', COMPARISON) });
  await allReady(engine);
  await engine.click({ css: 'button', text: 'How we compare' });
  await engine.waitFor((_, dom) => dom.q('dialog[open] table') !== null, undefined, { message: 'the dialog with its table' });
  await waitForFocus(engine, 'Close');
  expect(await engine.evaluate((_, dom) => dom.all('dialog[open] td').map((td) => (td.textContent ?? '').trim()))).toEqual([
    '100% human-quality meat',
    'As little as 4% named meat',
  ]);
  await engine.press('Escape');
  await engine.waitFor(async (_, dom) => dom.q('dialog[open]') === null, undefined, { message: 'the dialog closed' });
  await waitForFocus(engine, 'How we compare');
  await engine.press('Enter');
  await engine.waitFor((_, dom) => dom.q('dialog[open]') !== null, undefined, { message: 'the dialog open again' });
  expect(await hostTakesFocus(engine)).toBe(false);
  await engine.click({ css: 'dialog[open] button', text: 'Close' });
  await engine.waitFor((_, dom) => dom.q('dialog[open]') === null, undefined, { message: 'the dialog closed by Close' });
  await waitForFocus(engine, 'How we compare');
  expect(await dialogOpen(engine)).toBe(false);
  expect(await checks.problems()).toEqual([]);
});

flow('product cards: the detail popup opens as a modal; Escape shuts it and focus goes back', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: HOST_LINK + block('product-cards', [SPLASH]) });
  await allReady(engine);
  await engine.click({ css: 'button', text: "See what's inside" });
  await engine.waitFor((_, dom) => dom.q('dialog[open]') !== null, undefined, { message: 'the popup open' });
  expect(await engine.evaluate((_, dom) => (dom.q('dialog[open]')?.textContent ?? '').includes('Is Splash a complete food?'))).toBe(true);
  expect(await hostTakesFocus(engine)).toBe(false);
  await engine.press('Escape');
  await engine.waitFor((_, dom) => dom.q('dialog[open]') === null, undefined, { message: 'the popup closed' });
  await waitForFocus(engine, "See what's inside");
  expect(await checks.problems()).toEqual([]);
});

flow('carousel: Pause first, then Next and the arrow keys move one slide', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: block('carousel', { slides: [{ text: 'Free delivery' }, { text: 'Pause any time' }, { text: '20% off' }] }, { 'data-kind': 'message' }) });
  await allReady(engine);
  const shown = () =>
    engine.evaluate((_, dom) => dom.all('[role="group"]').filter((el) => (el as HTMLElement).checkVisibility()).map((el) => el.getAttribute('aria-label')));
  // Keyboard focus on its rotation control stops it for good (APG): the control offers Play.
  await engine.press('Tab');
  await waitForFocus(engine, 'Play slides');
  const start = (await shown())[0]!;
  expect(start).toMatch(/^[12] of 3$/);
  await engine.press('Tab');
  await engine.press('Tab');
  await waitForFocus(engine, 'Next slide');
  await engine.press('Enter');
  const next = `${Number(start[0]) + 1} of 3`;
  await engine.waitFor(async (n, dom) => dom.all('[role="group"]').some((el) => (el as HTMLElement).checkVisibility() && el.getAttribute('aria-label') === n), next, { message: `slide ${next}` });
  await engine.press('ArrowLeft');
  await engine.waitFor((n, dom) => dom.all('[role="group"]').some((el) => (el as HTMLElement).checkVisibility() && el.getAttribute('aria-label') === n), start, { message: `slide ${start}` });
  expect(await checks.problems()).toEqual([]);
});

flow('accordion: opens and closes by keyboard', async ({ hostPage, engine, checks }) => {
  await engine.setViewport(390, 800);
  await hostPage({ body: block('accordion', { items: [{ title: 'What goes in?', body: '<p>Human-quality meat</p>' }, { title: 'How is it delivered?', body: '<p>Frozen, to your door</p>' }] }) });
  await allReady(engine);
  const expanded = () => engine.evaluate((_, dom) => dom.q('button', 'What goes in?')?.getAttribute('aria-expanded'));
  expect(await expanded()).toBe('false');
  await engine.press('Tab');
  await waitForFocus(engine, 'What goes in?');
  await engine.press('Enter');
  await engine.waitFor((_, dom) => dom.q('button', 'What goes in?')?.getAttribute('aria-expanded') === 'true');
  expect(await engine.evaluate((_, dom) => (dom.q('[role="region"]') as HTMLElement | null)?.checkVisibility())).toBe(true);
  await engine.press(' ');
  await engine.waitFor((_, dom) => dom.q('button', 'What goes in?')?.getAttribute('aria-expanded') === 'false');
  expect(await checks.problems()).toEqual([]);
});

flow('tooltip: shows on hover and on focus, Escape hides it, inside the viewport', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: `<p>Portions ${block('tooltip', { label: 'About portions', text: "We work out your cat's daily calories from their age, weight and activity, then split them into trays." })}</p>` });
  await allReady(engine);
  const tooltipShown = () => engine.evaluate((_, dom) => (dom.q('[role="tooltip"]') as HTMLElement | null)?.checkVisibility() ?? false);
  await engine.hover('button[aria-label="About portions"], button');
  await engine.waitFor(async (_, dom) => (dom.q('[role="tooltip"]') as HTMLElement | null)?.checkVisibility(), undefined, { message: 'the tooltip on hover' });
  const box = await engine.evaluate((_, dom) => {
    const r = dom.q('[role="tooltip"]')!.getBoundingClientRect();
    return { left: r.left, right: r.right, width: innerWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
  await engine.press('Escape');
  await engine.waitFor(async (_, dom) => !(dom.q('[role="tooltip"]') as HTMLElement | null)?.checkVisibility(), undefined, { message: 'the tooltip hidden by Escape' });
  await engine.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await engine.press('Tab');
  await engine.waitFor(async (_, dom) => (dom.q('[role="tooltip"]') as HTMLElement | null)?.checkVisibility(), undefined, { message: 'the tooltip on focus' });
  await engine.press('Escape');
  await engine.waitFor(async (_, dom) => !(dom.q('[role="tooltip"]') as HTMLElement | null)?.checkVisibility(), undefined, { message: 'the tooltip hidden by Escape after focus' });
  expect(await tooltipShown()).toBe(false);
  expect(await checks.problems()).toEqual([]);
});

flow("feature toggles: 'Toggle next' by keyboard opens the next and focuses its heading", async ({ hostPage, engine, checks }) => {
  await hostPage({
    body: block('feature-toggles', { blocks: [{ title: 'Fresh', body: '<p>Cooked gently</p>' }, { title: 'Portioned', body: '<p>Made for your cat</p>' }] }),
  });
  await allReady(engine);
  await engine.press('Tab');
  await waitForFocus(engine, 'Toggle next');
  await engine.press('Enter');
  await engine.waitFor((_, dom) => (dom.active()?.textContent ?? '').trim() === 'Portioned', undefined, { message: 'focus on Portioned' });
  expect(await engine.evaluate((_, dom) => (dom.q('p', 'Made for your cat') as HTMLElement | null)?.checkVisibility())).toBe(true);
  expect(await checks.problems()).toEqual([]);
});

flow('scrolling banner: moves, and Pause stops it by keyboard', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: '<div data-katkin-widget="scrolling-banner"></div>' });
  await allReady(engine);
  const offset = () => engine.evaluate((_, dom) => dom.q('.banner-track')!.getBoundingClientRect().left);
  const first = await offset();
  await engine.waitFor((f, dom) => dom.q('.banner-track')!.getBoundingClientRect().left < f, first, { message: 'the banner moving' });
  await engine.press('Tab');
  await waitForFocus(engine, 'Pause');
  await engine.press('Enter');
  await waitForFocus(engine, 'Play');
  const twoFrames = () => engine.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))).then(() => true));
  // WebKit settles a paused animation's time a frame after the style change (it was seen a pixel
  // on under load), so the offset is read once the pause has landed; two frames later, the same.
  await twoFrames();
  const paused = await offset();
  await twoFrames();
  expect(await offset()).toBe(paused);
  expect(await checks.problems()).toEqual([]);
});

flow('condensed list: Show all and Show fewer', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: block('condensed-list', { title: 'What goes into Cluck', items: ['Chicken thigh', 'Chicken liver', 'Chicken heart', 'Spinach', 'Taurine'] }) });
  await allReady(engine);
  const items = () => engine.evaluate((_, dom) => dom.all('li').filter((li) => (li as HTMLElement).checkVisibility()).length);
  expect(await items()).toBe(3);
  await engine.click({ css: 'button', text: 'Show all 5' });
  await engine.waitFor((_, dom) => dom.all('li').filter((li) => (li as HTMLElement).checkVisibility()).length === 5, undefined, { message: 'five items' });
  await engine.click({ css: 'button', text: 'Show fewer' });
  await engine.waitFor((_, dom) => dom.all('li').filter((li) => (li as HTMLElement).checkVisibility()).length === 3, undefined, { message: 'three items' });
  expect(await checks.problems()).toEqual([]);
});

flow('CTA bar and sticky CTA: their links go through katkin:navigate', async ({ hostPage, engine, checks, origins }) => {
  await hostPage({
    body: `<div><p>Fresh food.</p>${block('sticky-cta', { text: 'Fresh cat food from £1.50 a day', cta: { name: 'Get started', to: '/plans' }, show_trustpilot_rating: true, rating: { score: 4.3, count: 12345 } })}</div>${block('cta-bar', { text: 'Try fresh food with 20% off', cta: { name: 'Claim 20% off', to: '/plans?from=bar' }, rating: { score: 4.7, count: 12345 } })}`,
    holdNavigation: true,
  });
  await engine.waitFor(() => [...document.querySelectorAll('[data-katkin-widget]')].every((el) => el.getAttribute('data-katkin-state') === 'ready'), undefined, {
    message: 'both bars ready',
  }).catch(async (error) => {
    throw new Error(`${error}: ${JSON.stringify(await checks.problems())}`);
  });
  await engine.click({ css: 'a, button', text: 'Claim 20% off' });
  await engine.waitFor(() => (window as unknown as { __engineRecord: { navigations: string[] } }).__engineRecord.navigations.length === 1);
  await engine.click({ css: 'a, button', text: 'Get started' });
  await engine.waitFor(() => (window as unknown as { __engineRecord: { navigations: string[] } }).__engineRecord.navigations.length === 2);
  expect(await navigated(engine)).toEqual([`${origins.host}/plans?from=bar`, `${origins.host}/plans`]);
  expect(await checks.problems()).toEqual([]);
});

flow('CTA bar and sticky CTA: keyboard focus on the page never goes under them (WCAG 2.4.11)', async ({ hostPage, engine, checks }) => {
  const links = (from: number) => Array.from({ length: 15 }, (_, i) => `<p style="margin: 0 0 45px"><a href="#l${from + i}">Host link ${from + i}</a></p>`).join('');
  await hostPage({
    body: `<div>${links(1)}${block('sticky-cta', { text: 'Fresh cat food from £1.50 a day', cta: { name: 'Get started', to: '/plans' } })}</div>${links(16)}${block('cta-bar', { text: 'Try fresh food with 20% off', cta: { name: 'Claim 20% off', to: '/plans?from=bar' }, rating: { score: 4.7, count: 12345 } })}`,
  });
  await allReady(engine);
  const under: string[] = [];
  for (let i = 1; i <= 30; i++) {
    await engine.press('Tab');
    // The sticky CTA's own link comes after the 15th host link.
    if (i === 16) {
      await waitForFocus(engine, 'Get started');
      await engine.press('Tab');
    }
    await waitForFocus(engine, `Host link ${i}`);
    // Covered: the focused link's bottom below the top of a bar drawn over it (the sticky one only while stuck).
    const covered = await engine.evaluate((_, dom) => {
      const focused = dom.active()!.getBoundingClientRect();
      const bars = [dom.q('.cta-bar'), dom.q('[data-katkin-widget="sticky-cta"]')].map((bar) => bar!.getBoundingClientRect());
      return bars.some((bar) => bar.bottom >= innerHeight - 1 && focused.bottom > bar.top + 1);
    });
    if (covered) under.push(`Host link ${i}`);
  }
  expect(under).toEqual([]);
  expect(await checks.problems()).toEqual([]);
});
