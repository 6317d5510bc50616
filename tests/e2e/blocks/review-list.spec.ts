// The review-list marketing block (contract 5.1) on host pages, its JSON written here: what shows (literal
// text), where links go (under the site base, through katkin:navigate), the keyboard path, axe.
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';
import { block, expectAllReady } from '../block-page.ts';

test.describe('review-list', () => {
  // West of Greenwich, where reading "2024-06-03" as a UTC instant would show 2 June.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('each review: stars rounded to halves, title, body as plain text, author and date like 3 June 2024', { tag: '@framework' }, async ({ hostPage }) => {
    const reviews = [
      { author: 'Sarah, Leeds', rating: 5, title: 'Our fussy cat is converted', body: 'Milo used to walk away from every bowl.\nNow he waits by the fridge.', date: '2024-06-03' },
      { author: 'Priya', rating: 4.3, body: 'Good food. I thought <b>this</b> would be bold.', date: '2025-11-30' },
    ];
    const page = await hostPage({ body: block('review-list', { reviews }) });
    await expectAllReady(page);
    const items = page.getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(2);
    const [sarah, priya] = [items.nth(0), items.nth(1)];
    await expect(sarah.getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
    await expect(sarah.getByRole('heading', { level: 3 })).toHaveText('Our fussy cat is converted');
    expect(await sarah.locator('.review-body').evaluate((body: HTMLElement) => body.innerText)).toBe('Milo used to walk away from every bowl.\nNow he waits by the fridge.');
    await expect(sarah.getByText('Sarah, Leeds, 3 June 2024')).toBeVisible();
    await expect(sarah.locator('time')).toHaveAttribute('datetime', '2024-06-03');
    await expect(priya.getByRole('img')).toHaveAccessibleName('Rated 4.5 out of 5');
    await expect(priya.getByRole('heading')).toHaveCount(0);
    await expect(priya.getByText('Good food. I thought <b>this</b> would be bold.')).toBeVisible();
    await expect(priya.locator('b')).toHaveCount(0);
    await expect(priya.getByText('Priya, 30 November 2025')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
