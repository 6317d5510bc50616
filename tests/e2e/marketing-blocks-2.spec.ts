// The marketing blocks of issue 13 (contract 5.1) in a browser, both builds: each behaviour of
// the contract's rows at 390, 800 and 1300 px where widths matter, keyboard paths, reduced
// motion, axe in every state, the strict CSP, and a bad JSON child beside a good block.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { widgetDemos } from '../../shell/origins.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';

const BLOCKS = ['scrolling-banner', 'carousel', 'accordion', 'tooltip', 'feature-toggles', 'condensed-list', 'query-banner'];
const WIDTHS = [390, 800, 1300];

function block(name: string, json?: unknown, attributes = ''): string {
  const child = json === undefined ? '' : `<script type="application/json">${JSON.stringify(json)}</script>`;
  return `<div data-katkin-widget="${name}" ${attributes}>${child}</div>`;
}

async function allReady(page: Page) {
  const placeholders = page.locator('[data-katkin-widget]');
  await expect(page.locator('[data-katkin-state="ready"]')).toHaveCount(await placeholders.count());
}

const social = {
  slides: Array.from({ length: 12 }, (_, i) => ({
    image: { src: `/examples/images/${i % 2 ? 'bowl' : 'tray-cluck'}.svg`, alt: `Post ${i + 1}` },
    ...(i === 0 && { link: 'https://www.instagram.com/katkin/' }),
  })),
};
const shownSlides = (page: Page) => page.getByRole('group').filter({ visible: true });

test.describe('scrolling-banner', () => {
  test('scrolls, pauses and plays by keyboard; screen readers get each claim once', async ({ hostPage, page }) => {
    await hostPage({ body: block('scrolling-banner') });
    await allReady(page);
    await expect(page.getByRole('listitem')).toHaveText([
      '100% human-quality meat',
      'Free from grain, preservatives and sugar',
      "Designed by vets to match cats' ancestral diets",
    ]);
    const track = page.locator('.banner-track');
    const offset = () => track.evaluate((element) => element.getBoundingClientRect().left);
    const first = await offset();
    await expect.poll(offset).toBeLessThan(first);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play' })).toBeFocused();
    const paused = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBe(paused);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect.poll(offset).toBeLessThan(paused);
  });

  test('under reduced motion the claims stand still and there is no button', async ({ hostPage, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await hostPage({ body: block('scrolling-banner') });
    await allReady(page);
    const track = page.locator('.banner-track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(page.getByRole('listitem').filter({ visible: true })).toHaveCount(3);
    await expect(page.locator('.banner-claims[aria-hidden="true"]')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('carousel', () => {
  for (const [width, count] of [[390, 3], [800, 6], [1300, 10]] as const) {
    test(`social shows ${count} slides at ${width} px; Previous and Next move one and stop at the ends`, async ({ hostPage, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await hostPage({ body: block('carousel', social, 'data-kind="social"') });
      await allReady(page);
      await expect(shownSlides(page)).toHaveCount(count);
      await expect(shownSlides(page).first()).toHaveAccessibleName('1 of 12');
      const previous = page.getByRole('button', { name: 'Previous slide' });
      const next = page.getByRole('button', { name: 'Next slide' });
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(shownSlides(page).first()).toHaveAccessibleName('2 of 12');
      await expectNoAxeViolations(page);
      for (let i = 2; i <= 12 - count; i++) await next.click();
      await expect(shownSlides(page).last()).toHaveAccessibleName('12 of 12');
      await expect(next).toBeDisabled();
      await next.click({ force: true });
      await expect(shownSlides(page).last()).toHaveAccessibleName('12 of 12');
    });
  }

  test("social counts the widget's own width, not the viewport's", async ({ hostPage, page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await hostPage({ body: `<div class="narrow">${block('carousel', social, 'data-kind="social"')}</div>` });
    await allReady(page);
    await page.locator('.narrow').evaluate((element) => element.style.setProperty('width', '639px'));
    await expect(shownSlides(page)).toHaveCount(3);
    await page.locator('.narrow').evaluate((element) => element.style.setProperty('width', '640px'));
    await expect(shownSlides(page)).toHaveCount(6);
  });

  test('the rotation control comes first; rotation stops on hover and focus; keyboard moves it', async ({ hostPage, page }) => {
    await page.clock.install();
    await hostPage({
      body: block('carousel', { slides: [{ text: 'Free delivery' }, { text: 'Pause any time' }, { text: '20% off' }] }, 'data-kind="message"'),
    });
    await allReady(page);
    const carousel = page.getByRole('region', { name: 'Messages' });
    await page.clock.runFor(7100);
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await carousel.hover();
    await page.clock.runFor(15000);
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeFocused();
    await page.clock.runFor(15000);
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shownSlides(page)).toHaveAccessibleName('3 of 3');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await expectNoAxeViolations(page);
  });

  test('under reduced motion it does not turn and offers Play', async ({ hostPage, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await hostPage({ body: block('carousel', { slides: [{ quote: 'Loved it', author: 'Ann' }, { quote: 'Shiny', author: 'Tom' }] }, 'data-kind="testimonial"') });
    await allReady(page);
    await page.clock.runFor(20000);
    await expect(shownSlides(page)).toHaveAccessibleName('1 of 2');
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  test('a social link to another site opens in a new tab without opener or referrer', async ({ hostPage, page }) => {
    await hostPage({ body: block('carousel', social, 'data-kind="social"') });
    await allReady(page);
    const link = page.getByRole('link', { name: 'Post 1 (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('img', { name: 'Post 2' })).toHaveAttribute('loading', 'lazy');
  });
});

const accordion = {
  items: [
    { title: 'What goes in?', body: '<p>Human-quality meat</p>' },
    { title: 'How is it delivered?', body: '<p>Frozen, to your door</p>' },
  ],
};

test.describe('accordion', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px starts ${width >= 768 ? 'open' : 'closed'} by default and opens and closes by keyboard`, async ({ hostPage, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await hostPage({ body: block('accordion', accordion) });
      await allReady(page);
      const first = page.getByRole('button', { name: 'What goes in?' });
      await expect(first).toHaveAttribute('aria-expanded', String(width >= 768));
      await expect(page.getByRole('heading', { name: 'What goes in?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', String(width < 768));
      await expect(page.getByRole('region', { name: 'What goes in?' })).toBeVisible({ visible: width < 768 });
      await expectNoAxeViolations(page);
    });
  }

  test('a change of breakpoint after a click does not undo it; several open at once', async ({ hostPage, page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await hostPage({ body: block('accordion', { ...accordion, open_on_mobile: false, open_on_desktop: true }) });
    await allReady(page);
    const [first, second] = [page.getByRole('button', { name: 'What goes in?' }), page.getByRole('button', { name: 'How is it delivered?' })];
    await first.click();
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('tooltip', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px shows on hover and focus, stays while hovered, Escape hides it, fits the viewport`, async ({ hostPage, page }) => {
      await page.setViewportSize({ width, height: 700 });
      await hostPage({
        body: `<p class="right">Portions ${block('tooltip', { label: 'About portions', text: 'We work out your cat\'s daily calories from their age, weight and activity, then split them into trays.' })}</p><p class="after">After</p>`,
      });
      await allReady(page);
      await page.locator('.right').evaluate((element) => element.style.setProperty('text-align', 'right'));
      const button = page.getByRole('button', { name: 'About portions' });
      const tooltip = page.getByRole('tooltip');
      const after = await page.locator('.after').boundingBox();
      await button.hover();
      await expect(tooltip).toBeVisible();
      await expect(button).toHaveAccessibleDescription(/daily calories/);
      const box = (await tooltip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(await page.locator('.after').boundingBox()).toEqual(after);
      await expectNoAxeViolations(page);
      // Straight from the button onto the tooltip (as a reader would), then across it.
      const trigger = (await button.boundingBox())!;
      await page.mouse.move(trigger.x + trigger.width / 2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + 4, box.y + box.height / 2, { steps: 5 });
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await page.mouse.move(0, 690);
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await page.keyboard.press('Shift+Tab');
      await button.click();
      await expect(tooltip).toBeVisible();
    });
  }
});

test.describe('feature-toggles', () => {
  test("the first block open; 'Toggle next' by keyboard opens the next and focuses its heading", async ({ hostPage, page }) => {
    await hostPage({
      body: block('feature-toggles', {
        blocks: [
          { title: 'Fresh', body: '<p>Cooked gently</p>' },
          { title: 'Portioned', body: '<p>Made for your cat</p>' },
          { title: 'Delivered', body: '<p>To your door</p>' },
        ],
      }),
    });
    await allReady(page);
    await expect(page.getByText('Cooked gently')).toBeVisible();
    await expect(page.getByText('Made for your cat')).toBeHidden();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Toggle next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Portioned' })).toBeFocused();
    await expect(page.getByText('Cooked gently')).toBeVisible();
    await expect(page.getByText('Made for your cat')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle next' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Toggle next' }).nth(1).click();
    await expect(page.getByText('To your door')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle next' })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

test.describe('condensed-list', () => {
  test("'Show all N' shows the rest, then 'Show fewer'; focus stays on the button and the change is announced", async ({ hostPage, page }) => {
    const items = ['Chicken', 'Liver', 'Heart', 'Spinach', 'Taurine'];
    await hostPage({ body: block('condensed-list', { title: 'What goes in', items }) + block('condensed-list', { items: items.slice(0, 3) }) });
    await allReady(page);
    const list = page.locator('[data-katkin-widget="condensed-list"]').first();
    await expect(list.getByRole('listitem')).toHaveText(items.slice(0, 3));
    await expect(page.getByRole('button')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveText(items);
    await expect(list.getByRole('button', { name: 'Show fewer' })).toBeFocused();
    await expect(list.getByRole('status')).toHaveText('Showing all 5 items');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('button', { name: 'Show all 5' })).toBeFocused();
  });
});

test.describe('query-banner', () => {
  const banner = { param: 'offer', banners: { spring: 'Spring: 30% off', summer: 'Summer sale' } };

  test('shows the banner for the query value and follows pushState, replaceState and back', async ({ hostPage, page }) => {
    await hostPage({ body: block('query-banner', { ...banner, default: 'Fresh cat food' }), query: '?offer=spring' });
    await allReady(page);
    await expect(page.getByText('Spring: 30% off')).toBeVisible();
    await page.evaluate(() => history.pushState(null, '', '?offer=summer'));
    await expect(page.getByText('Summer sale')).toBeVisible();
    await page.evaluate(() => history.replaceState(null, '', '?offer=winter'));
    await expect(page.getByText('Fresh cat food')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Spring: 30% off')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with no match and no default shows nothing and takes no space, still ready', async ({ hostPage, page }) => {
    await hostPage({ body: block('query-banner', banner), query: '?offer=winter' });
    await allReady(page);
    expect((await page.locator('[data-katkin-widget="query-banner"]').boundingBox())?.height).toBe(0);
    await page.evaluate(() => history.pushState(null, '', '?offer=spring'));
    await expect(page.getByText('Spring: 30% off')).toBeVisible();
  });
});

test('every demo of these blocks under the strict CSP: zero violations, axe clean; a bad JSON child beside a good block', async ({ hostPage, page }) => {
  const violations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const demos = widgetDemos(path.resolve(import.meta.dirname, '../..'), (name) => BLOCKS.includes(name));
  await hostPage({
    csp: true,
    body: `${demos}<div data-katkin-widget="accordion" class="bad-json"><script type="application/json">{items: [</script></div>${block('accordion', accordion)}`,
  });
  const all = page.locator('[data-katkin-widget]');
  await expect(page.locator('[data-katkin-state="ready"], [data-katkin-state="error"]')).toHaveCount(await all.count(), { timeout: 20_000 });
  await expect(page.locator('[data-katkin-state="error"]')).toHaveCount((await page.locator('.demo-invalid').count()) + 1);
  await expect(page.locator('.bad-json')).toHaveAttribute('data-katkin-state', 'error');
  await expect(page.locator('.bad-json + [data-katkin-widget]')).toHaveAttribute('data-katkin-state', 'ready');
  await page.getByRole('button', { name: 'About daily portions' }).hover();
  await expect(page.getByRole('tooltip').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
