// The scrolling-banner marketing block (contract 5.1) in a browser: each behaviour of its row at 390, 800 and
// 1300 px where widths matter, the keyboard path, reduced motion, axe in every state.
import { block, expectAllReady } from '../block-page.ts';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';



test.describe('scrolling-banner', () => {
  test('scrolls, pauses and plays by keyboard; screen readers get each claim once', { tag: '@framework' }, async ({ hostPage, page }) => {
    await hostPage({ body: block('scrolling-banner') });
    await expectAllReady(page);
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
    // The track's animation, as the browser runs it: paused, then running again.
    const playState = () => track.evaluate((element) => element.getAnimations().map((animation) => animation.playState));
    expect(await playState()).toEqual(['running']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play' })).toBeFocused();
    expect(await playState()).toEqual(['paused']);
    const paused = await offset();
    await expectNoAxeViolations(page);
    expect(await offset()).toBe(paused);
    await page.keyboard.press('Space');
    expect(await playState()).toEqual(['running']);
    await expect.poll(offset).toBeLessThan(paused);
  });

  test('under reduced motion the claims stand still and there is no button', async ({ hostPage, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await hostPage({ body: block('scrolling-banner') });
    await expectAllReady(page);
    const track = page.locator('.banner-track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(page.getByRole('listitem').filter({ visible: true })).toHaveCount(3);
    await expect(page.locator('.banner-claims[aria-hidden="true"]')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
