// Windows High Contrast (forced colours), emulated in Chromium with a dark scheme: the system paints
// text, backgrounds and borders in its own colours (here Canvas black, CanvasText white, Highlight
// rgba(0, 230, 255, 0.8)) and drops backgrounds and shadows, so what a widget shows by a background,
// a shadow or an SVG fill alone must be drawn another way: the @media (forced-colors: active) rules
// of the shared parts and widgets. A forced-colours audit found each of these; each check failed on
// the build before them.
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { block, expectAllReady } from './block-page.ts';

const style = (locator: Locator, ...names: string[]) =>
  locator.evaluate((element, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])), names);
const WHITE = 'rgb(255, 255, 255)';
const BLACK = 'rgb(0, 0, 0)';

test('in forced colours the stars, the spinner, a dialog, a tooltip and the chosen answer keep their shapes', async ({ hostPage, page }) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await page.route('**/batch?**', () => undefined); // the search never answers: its spinner stays
  await hostPage({
    body: [
      block('trust-rating', { score: 2.5, count: 12 }, { id: 'rating' }),
      `<p>Portions ${block('tooltip', { label: 'About portions', text: 'Split into trays.' })}</p>`,
      block('comparison-modal', {
        headers: { product: { title: 'KatKin' }, competitor: { title: 'Pouches' } },
        rows: [{ product: { icon: 'TICK', body: 'Real meat' }, competitor: { icon: 'CROSS', body: 'Real meat' } }],
      }),
      '<div data-katkin-widget="feeding-guidelines"></div>',
      '<div data-katkin-widget="batch-lookup"></div>',
    ].join(''),
  });
  await expectAllReady(page);

  // A filled star is filled with the text colour, an empty one with the background (an SVG's fill is
  // not forced: the green filled star vanished on black and the white empty one looked filled).
  expect(await style(page.locator('#rating .katkin-star-fill').first(), 'fill', 'stroke')).toEqual({ fill: WHITE, stroke: WHITE });
  expect(await style(page.locator('#rating .katkin-star-empty').first(), 'fill', 'stroke')).toEqual({ fill: BLACK, stroke: WHITE });

  // The tooltip's inverted background is dropped: a border sets it off the text under it.
  await page.getByRole('button', { name: 'About portions' }).focus();
  expect(await style(page.locator('.tooltip-text'), 'border-top-style', 'border-top-width', 'border-top-color')).toEqual({
    'border-top-style': 'solid', 'border-top-width': '1px', 'border-top-color': WHITE,
  });

  // The chosen answer's colours are dropped: a double border in the selection colour, unlike the others.
  await page.getByRole('button', { name: 'See feeding guidelines' }).click();
  await page.getByRole('radio', { name: 'Adult' }).check();
  const choice = (name: string) => page.locator('.katkin-choice').filter({ has: page.getByRole('radio', { name }) });
  expect(await style(choice('Adult'), 'border-top-style', 'border-top-width', 'border-top-color')).toEqual({
    'border-top-style': 'double', 'border-top-width': '4px', 'border-top-color': 'rgba(0, 230, 255, 0.8)',
  });
  expect(await style(choice('Kitten'), 'border-top-style', 'border-top-width')).toEqual({ 'border-top-style': 'solid', 'border-top-width': '2px' });

  // The spinner's gap stays a gap (a transparent border is forced too, closing it into a ring).
  const TRANSPARENT = 'rgba(0, 0, 0, 0)';
  const box = page.getByRole('textbox', { name: 'BN batch number' });
  await box.fill('12345');
  await box.press('Enter');
  expect(await style(page.locator('.batch-lookup .katkin-spinner'), 'border-top-color', 'border-right-color')).toEqual({
    'border-top-color': WHITE, 'border-right-color': TRANSPARENT,
  });

  // The dialog's shadow is dropped: an edge sets it off the page behind it.
  await page.getByRole('button', { name: 'How we compare' }).click();
  expect(await style(page.getByRole('dialog'), 'border-top-style', 'border-top-width', 'border-top-color')).toEqual({
    'border-top-style': 'solid', 'border-top-width': '2px', 'border-top-color': WHITE,
  });
});
