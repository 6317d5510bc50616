// The WAI-ARIA APG's regression tests for the carousel with Previous/Next and Pause
// (w3c/aria-practices test/tests/carousel_carousel-1-prev-next.js) and the modal dialog
// (dialog-modal_dialog.js), restated for our carousel block, the scrolling banner's Pause/Play
// toggle, the comparison modal and the product popup; run in every engine, axe in each state.
import { flow, expect } from './fixtures.ts';
import { attributeOf, expectAxeClean, focused } from './a11y-checks.ts';
import { allReady } from './flow-helpers.ts';
import { block } from '../e2e/block-page.ts';

const testimonials = {
  slides: [
    { quote: 'Milo waits by the fridge now.', author: 'Sarah, Leeds' },
    { quote: 'Her coat has never been shinier.', author: 'Tom, Bath' },
    { quote: 'Best thing we did for Luna.', author: 'Amir, York' },
  ],
};
const shownSlide = (engine: Parameters<typeof focused>[0]) =>
  engine.evaluate((_, dom) => dom.all('[aria-roledescription="slide"]').find((slide) => (slide as HTMLElement).checkVisibility())?.getAttribute('aria-label') ?? null);
const live = (engine: Parameters<typeof focused>[0]) => attributeOf(engine, '.katkin-carousel-slides', 'aria-live');

flow('carousel (APG carousel-1-prev-next): roles and names, aria-live off while turning, Pause by Enter and Space, Previous/Next by Space and Enter, Tab order', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: `<p><a href="#before">Before</a></p>${block('carousel', testimonials, { 'data-kind': 'testimonial' })}` });
  await allReady(engine);
  const structure = await engine.evaluate((_, dom) => {
    const carousel = dom.q('[aria-roledescription="carousel"]')!;
    const root = carousel.getRootNode() as ShadowRoot;
    return {
      tag: carousel.tagName,
      label: carousel.getAttribute('aria-label'),
      slides: dom.all('[aria-roledescription="slide"]').map((slide) => `${slide.getAttribute('role')} ${slide.getAttribute('aria-label')}`),
      buttons: dom.all('.katkin-carousel-button').map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
      controls: dom.all('.katkin-carousel-button[aria-controls]').map((button) => root.getElementById(button.getAttribute('aria-controls')!)?.className),
    };
  });
  expect(structure).toEqual({
    tag: 'SECTION',
    label: 'What our customers say',
    slides: ['group 1 of 3', 'group 2 of 3', 'group 3 of 3'],
    buttons: ['Pause slides', 'Previous slide', 'Next slide'],
    controls: ['katkin-carousel-slides', 'katkin-carousel-slides'],
  });
  // Turning by itself: not announced. Keyboard focus inside stops it for good (APG): the control
  // then offers Play and the slides are polite, also once focus has left.
  expect(await live(engine)).toBe('off');
  await expectAxeClean(engine, 'carousel turning');
  await engine.press('Tab');
  await engine.press('Tab');
  await engine.waitForText('.katkin-carousel-rotation', 'Play');
  expect(await focused(engine)).toBe('button: Play slides');
  expect(await live(engine)).toBe('polite');
  await engine.press('Shift+Tab');
  expect(await live(engine)).toBe('polite');
  await expectAxeClean(engine, 'carousel stopped');

  // Only the control starts it again, focus inside or not: ENTER plays (not announced), SPACE
  // pauses, SPACE plays again, and it turns.
  await engine.press('Tab');
  await engine.press('Enter');
  await engine.waitForText('.katkin-carousel-rotation', 'Pause');
  expect(await focused(engine)).toBe('button: Pause slides');
  expect(await live(engine)).toBe('off');
  await engine.press(' ');
  await engine.waitForText('.katkin-carousel-rotation', 'Play');
  expect(await live(engine)).toBe('polite');
  await engine.press(' ');
  await engine.waitForText('.katkin-carousel-rotation', 'Pause');
  await engine.waitFor((_, dom) => dom.q('[aria-label="2 of 3"]') && (dom.q('[aria-label="2 of 3"]') as HTMLElement).checkVisibility(), undefined, {
    timeoutMs: 12_000,
    message: 'the carousel turns once playing',
  });

  // TAB: Pause, Previous, Next (the testimonials hold nothing focusable); SPACE and ENTER move one slide.
  expect(await focused(engine)).toBe('button: Pause slides');
  await engine.press(' '); // pause, so only the keys move it
  await engine.waitForText('.katkin-carousel-rotation', 'Play');
  await engine.press('Tab');
  expect(await focused(engine)).toBe('button: Previous slide');
  await engine.press('Tab');
  expect(await focused(engine)).toBe('button: Next slide');
  const before = await shownSlide(engine);
  const shownIs = (label: string | null) =>
    engine.waitFor((a, dom) => dom.all('[aria-roledescription="slide"]').find((slide) => (slide as HTMLElement).checkVisibility())?.getAttribute('aria-label') === a, label);
  await engine.press(' ');
  await shownIs(before === '1 of 3' ? '2 of 3' : before === '2 of 3' ? '3 of 3' : null);
  await engine.press('Shift+Tab');
  await engine.press('Enter');
  await shownIs(before);
  await expectAxeClean(engine, 'carousel moved and paused');
  expect(await checks.problems()).toEqual([]);
});

flow('toggle button (APG button): the scrolling banner\'s Pause/Play by Enter and Space, focus stays', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: '<div data-katkin-widget="scrolling-banner"></div>' });
  await allReady(engine);
  await engine.press('Tab');
  expect(await focused(engine)).toBe('button: Pause');
  await engine.press('Enter');
  await engine.waitForText('button', 'Play');
  expect(await focused(engine)).toBe('button: Play');
  await expectAxeClean(engine, 'banner paused');
  await engine.press(' ');
  await engine.waitForText('button', 'Pause');
  expect(await focused(engine)).toBe('button: Pause');
  expect(await checks.problems()).toEqual([]);
});

const comparison = {
  headers: { product: { title: 'KatKin' }, competitor: { title: 'Supermarket pouches' } },
  rows: [{ product: { icon: 'TICK', body: 'Human-quality meat' }, competitor: { icon: 'CROSS', body: '4% named meat' } }],
};
const splash = {
  title: 'Splash',
  image: { src: '/examples/images/tray-splash.svg', alt: 'A tray of Splash' },
  gallery: [
    { src: '/examples/images/tray-splash.svg', alt: 'A tray of Splash' },
    { src: '/examples/images/bowl.svg', alt: 'Splash in a bowl' },
  ],
  ctaAction: 'modal',
  ctas: [{ id: 'inside', name: "See what's inside" }],
  faqs: [{ question: 'Is it complete?', answer: '<p>Yes.</p>' }],
};

flow('modal dialog (APG dialog-modal): a modal dialog labelled by its title, focus inside and kept there by Tab and Shift+Tab, Escape closes, focus back to the opener', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: `<p><a id="host-link" href="#host">Host link</a></p>${block('comparison-modal', comparison)}${block('product-cards', [splash])}` });
  await allReady(engine);
  for (const opener of ['How we compare', "See what's inside"]) {
    await engine.click({ css: 'button', text: opener });
    await engine.waitFor((_, dom) => dom.q('dialog[open]') !== null);
    const dialog = await engine.evaluate((_, dom) => {
      const el = dom.q('dialog[open]')!;
      const root = el.getRootNode() as ShadowRoot;
      return { modal: el.matches(':modal'), title: root.getElementById(el.getAttribute('aria-labelledby')!)?.textContent, focusInside: el.contains(dom.active()) };
    });
    expect(dialog).toEqual({ modal: true, title: opener === 'How we compare' ? 'How we compare' : 'Splash', focusInside: true });
    await expectAxeClean(engine, `dialog open: ${opener}`);
    // Tab and Shift+Tab never reach the page behind (inert): focus is in the dialog or, past its
    // last control, in the browser's own UI (no element of the page).
    const places: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await engine.press(key);
      places.push(
        await engine.evaluate((_, dom) => {
          const active = dom.active();
          if (!active || active === document.body || active === document.documentElement) return 'outside the page';
          return dom.q('dialog[open]')!.contains(active) ? 'dialog' : `page: ${active.id || active.tagName}`;
        }),
      );
    }
    expect(places.filter((place) => place.startsWith('page:'))).toEqual([]);
    expect(places).toContain('dialog');
    await engine.press('Escape');
    await engine.waitFor((_, dom) => dom.q('dialog[open]') === null);
    expect(await focused(engine)).toBe(`button: ${opener}`);
  }
  expect(await checks.problems()).toEqual([]);
});
