// The trust-rating marketing block (contract 5.1) on host pages, its JSON written here: what shows (literal
// text), where links go (under the site base, through katkin:navigate), the keyboard path, axe.
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';
import { block, expectAllReady } from '../block-page.ts';

test.describe('trust-rating', () => {
  // [score, stars shown, word]: stars round to the nearest half (halves up), the word follows the stars.
  const SCORES: [number, number, string][] = [
    [5, 5, 'Excellent'],
    [4.75, 5, 'Excellent'],
    [4.7, 4.5, 'Excellent'],
    [4.25, 4.5, 'Excellent'],
    [4.2, 4, 'Great'],
    [3.6, 3.5, 'Average'],
    [3.2, 3, 'Average'],
    [2.7, 2.5, 'Poor'],
    [1.8, 2, 'Poor'],
    [1.7, 1.5, 'Bad'],
    [0, 0, 'Bad'],
  ];

  test('stars rounded to halves with their name, the word by the stars, and the count', { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({ body: SCORES.map(([score], index) => block('trust-rating', { score, count: index === 0 ? 1 : 1234 }, { id: `rating-${index}` })).join('') });
    await expectAllReady(page);
    for (const [index, [, stars, word]] of SCORES.entries()) {
      const rating = page.locator(`#rating-${index}`);
      await expect(rating.getByRole('img')).toHaveAccessibleName(`Rated ${stars} out of 5`);
      await expect(rating.locator('.trust-rating-word')).toHaveText(word);
      await expect(rating.locator('.trust-rating-count')).toHaveText(index === 0 ? 'Based on 1 review' : 'Based on 1,234 reviews');
    }
    await expectNoAxeViolations(page);
  });

  test('the link wraps the count: an external one with noopener noreferrer, a site path on the site base, each through katkin:navigate', async ({ events, hostPage, origins }) => {
    const trustpilot = 'https://uk.trustpilot.com/review/www.katkin.com';
    const page = await hostPage({
      body: block('trust-rating', { score: 4.7, count: 12345, link: trustpilot }) + block('trust-rating', { score: 4.2, count: 1234, link: '/reviews' }),
      holdNavigation: true,
      siteBasePath: '/uk',
    });
    await expectAllReady(page);
    const external = page.getByRole('link', { name: 'Based on 12,345 reviews' });
    await expect(external).toHaveAttribute('href', trustpilot);
    await expect(external).not.toHaveAttribute('target');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const site = page.getByRole('link', { name: 'Based on 1,234 reviews', exact: true });
    await expect(site).toHaveAttribute('href', `${origins.host}/uk/reviews`);
    await expect(site).not.toHaveAttribute('target');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(external).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(site).toBeFocused();
    await page.keyboard.press('Enter');
    await site.click();
    // The host holds every navigation: the page stays.
    await external.click();
    expect(await events.navigations()).toEqual([`${origins.host}/uk/reviews`, `${origins.host}/uk/reviews`, trustpilot]);
    expect(page.url()).toContain(origins.host);
  });
});
