// The pre-cancellation help page: both variants, links, carousel by keyboard, reduced motion,
// and the required support options.
import { test, expect } from '../fixtures.ts';
import { expectNoAxeViolations } from '../page-checks.ts';

const support = 'data-support-phone="0161 496 0000" data-support-email="help@katkin.example"';
const placeholder = (attributes = support) => `<div data-katkin-widget="pre-cancellation" ${attributes}></div>`;

test.describe('pre-cancellation', () => {
  test('shows the default variant and delays the box by keyboard, keeping the query', { tag: '@framework' }, async ({ hostPage, origins }) => {
    const page = await hostPage({ body: placeholder(), auth: 'customer', query: '?subscriptionId=1001&catName=Tom' });
    await expect(page.getByRole('heading', { name: 'Can we help?' })).toBeVisible();
    await expect(page.getByText(/^Tom deserves/)).toBeVisible();
    await expect(page.getByRole('link', { name: "How to change your cat's food" })).toHaveAttribute(
      'href',
      `${origins.host}/articles/how-to-change-cat-food`,
    );
    await expect(page.getByRole('link', { name: '0161 496 0000' })).toHaveAttribute('href', 'tel:01614960000');
    await expect(page.getByRole('link', { name: 'help@katkin.example' })).toHaveAttribute('href', 'mailto:help@katkin.example');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Delay my box by a week' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origins.host}/manage-plan/delay?subscriptionId=1001&catName=Tom`);
  });

  test("shows the still-switching variant with 'Your cat'", async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder(`data-variant="still-switching" ${support}`) });
    await expect(page.getByRole('heading', { name: 'Still switching?' })).toBeVisible();
    await expect(page.getByText(/^Your cat may need/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the testimonial carousel stops on keyboard focus and moves by keyboard', { tag: '@framework' }, async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder() });
    const carousel = page.getByRole('region', { name: 'What our customers say' });
    const pause = carousel.getByRole('button', { name: 'Pause slides' });
    await pause.focus();
    // Keyboard focus inside stops it for good (APG): the control now offers Play.
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeFocused();
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('starts still under prefers-reduced-motion', async ({ hostPage, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await hostPage({ body: placeholder() });
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  test('mounts without support contacts (both optional), showing neither', async ({ hostPage }) => {
    const page = await hostPage({ body: placeholder('') });
    await expect(page.locator('[data-katkin-state="ready"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Can we help?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talk to us' })).toHaveCount(0);
    await expect(page.getByText(/Email us at|Call us on/)).toHaveCount(0);
  });

  test('reports an invalid support option by name and shows nothing', async ({ events, hostPage }) => {
    const page = await hostPage({
      body: placeholder('data-support-phone="call us" data-support-email="help@katkin.example"'),
      auth: 'customer',
    });
    await expect(page.locator('[data-katkin-state="error"]')).toHaveCount(1);
    const errors = (await events.katkinErrors()).map((error) => error.message);
    expect(errors).toEqual([
      'pre-cancellation: data-support-phone must be a phone number such as "0161 123 4567" or "+44 161 123 4567" (got "call us")',
    ]);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});
