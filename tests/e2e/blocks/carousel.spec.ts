// The carousel marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import type { Page } from '@playwright/test';
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';



const social = {
  slides: Array.from({ length: 12 }, (_, i) => ({
    image: { src: `/examples/images/${i % 2 ? 'bowl' : 'tray-cluck'}.svg`, alt: `Post ${i + 1}` },
    ...(i === 0 && { link: 'https://www.instagram.com/katkin/' }),
  })),
};
const shownSlides = (page: Page) => page.getByRole('group').filter({ visible: true });

test.describe('carousel', () => {
  for (const [width, count] of [[390, 3], [800, 6], [1300, 10]] as const) {
    test(`social shows ${count} slides at ${width} px; Previous and Next move one and stop at the ends`, { tag: width === 390 ? '@framework' : [] }, async ({ hostPage, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await hostPage({ body: block('carousel', social, { 'data-kind': 'social' }) });
      await expectAllReady(page);
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
    await hostPage({ body: `<div class="narrow">${block('carousel', social, { 'data-kind': 'social' })}</div>` });
    await expectAllReady(page);
    await page.locator('.narrow').evaluate((element) => element.style.setProperty('width', '639px'));
    await expect(shownSlides(page)).toHaveCount(3);
    await page.locator('.narrow').evaluate((element) => element.style.setProperty('width', '640px'));
    await expect(shownSlides(page)).toHaveCount(6);
  });

  test('the rotation control comes first; rotation pauses on hover and keyboard focus stops it (Play); keyboard moves it', { tag: '@framework' }, async ({ hostPage, page }) => {
    await page.clock.install();
    await hostPage({
      body: block('carousel', { slides: [{ text: 'Free delivery' }, { text: 'Pause any time' }, { text: '20% off' }] }, { 'data-kind': 'message' }),
    });
    await expectAllReady(page);
    const carousel = page.getByRole('region', { name: 'Messages' });
    await page.clock.runFor(7100);
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await carousel.hover();
    await page.clock.runFor(15000);
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    // Keyboard focus stops it as Pause does (APG); Enter on Play starts it again.
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeFocused();
    await page.clock.runFor(15000);
    await expect(shownSlides(page)).toHaveAccessibleName('2 of 3');
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeFocused();
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
    await hostPage({ body: block('carousel', { slides: [{ quote: 'Loved it', author: 'Ann' }, { quote: 'Shiny', author: 'Tom' }] }, { 'data-kind': 'testimonial' }) });
    await expectAllReady(page);
    await page.clock.runFor(20000);
    await expect(shownSlides(page)).toHaveAccessibleName('1 of 2');
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  test('a social link to another site goes without opener or referrer, after a katkin:navigate the host may cancel', async ({ events, hostPage, page }) => {
    await hostPage({ body: block('carousel', social, { 'data-kind': 'social' }), holdNavigation: true });
    await expectAllReady(page);
    const link = page.getByRole('link', { name: 'Post 1', exact: true });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('target');
    await link.click();
    expect(await events.navigations()).toEqual([await link.evaluate((a: HTMLAnchorElement) => a.href)]);
    await expect(page.getByRole('img', { name: 'Post 2' })).toHaveAttribute('loading', 'lazy');
  });
});
