// The playground's parts generated from the widgets' options specs and docs (shell/reference/):
// the attribute controls, the JSON fields with problems at their field, the docs panel; the deep
// link naming only a widget; and the first screen at 1366 × 768 and 390 × 844.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './page-checks.ts';

async function openPlayground(page: Page, host: string, query: string): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('shell-auth', JSON.stringify(['demo-token', '1001'])));
  await page.goto(`${host}/${query}`);
}

const frame = (page: Page) => page.frameLocator('#stage-frame');
const placeholder = (page: Page) => frame(page).locator('[data-katkin-widget]');
const hint = (page: Page, name: string) => page.locator(`[id="attribute-${name}-hint"]`);

test("the attribute controls are generated from the widget's spec, each with its default", async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=email-capture&attr=data-form-id%3DDemoSection&attr=data-display-type%3DSECTION&json=`);
  await expect(page.getByRole('group', { name: 'Attributes of email-capture' })).toBeVisible();
  // A choice: exactly its values, after "not set" naming the default.
  await expect(page.getByLabel('data-popup-on').locator('option')).toHaveText(['not set (default: PAGE_LOAD)', 'PAGE_LOAD', 'SCROLL_DEPTH_HIT', 'EXIT_INTENT']);
  await expect(page.getByLabel('data-display-type')).toHaveValue('SECTION');
  await expect(hint(page, 'data-popup-on')).toHaveText('optional · PAGE_LOAD, SCROLL_DEPTH_HIT, EXIT_INTENT · default PAGE_LOAD');
  // A number: a number field with the spec's range.
  const days = page.getByLabel('data-days-until-can-show-again');
  await expect(days).toHaveAttribute('type', 'number');
  await expect(days).toHaveAttribute('min', '0');
  await expect(days).toHaveAttribute('max', '3650');
  await expect(days).toHaveAttribute('placeholder', '7');
  await expect(hint(page, 'data-days-until-can-show-again')).toHaveText('optional · whole number 0 to 3650 · default 7');
  // Free text: a text field, its hint the spec's words.
  await expect(page.getByLabel('data-form-id')).toHaveValue('DemoSection');
  await expect(hint(page, 'data-form-id')).toHaveText('required · the form id, e.g. "XyZ123" · no default');

  // Text that is no number empties the field's value: said, not left off in silence.
  await days.focus();
  await page.keyboard.type('1e');
  await expect(page.locator('#attribute-data-days-until-can-show-again-problem')).toHaveText(' Not a whole number: data-days-until-can-show-again is left off until it is one.');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(page.locator('#attribute-data-days-until-can-show-again-problem')).toHaveText('');
  // By keyboard: the number field takes typing, the select the arrow keys; the placeholder follows.
  await page.keyboard.type('30');
  await expect(placeholder(page)).toHaveAttribute('data-days-until-can-show-again', '30');
  await page.getByLabel('data-display-type').focus();
  await page.keyboard.press('ArrowUp');
  await expect(placeholder(page)).toHaveAttribute('data-display-type', 'MODAL');
  expect(new URL(page.url()).searchParams.getAll('attr')).toEqual(['data-form-id=DemoSection', 'data-display-type=MODAL', 'data-days-until-can-show-again=30']);
  await expectNoAxeViolations(page, { frames: true });
});

test('the JSON fields are listed with their types and marks, and a problem shows at its field', async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=product-cards`);
  const fields = page.locator('#json-field-list');
  const row = (path: string) => fields.locator(`li[data-path="${path}"]`);
  await expect(row('[].details')).toHaveText('[].details rich text (HTML) optional rich: more detail, in the popup');
  await expect(row('[].ctas[].color')).toHaveText('[].ctas[].color "green" | "pink" | "black" optional looks only: the button\'s colour from the palette');
  await expect(row('[].title')).toHaveText('[].title text, not empty required: the product\'s name');

  const json = page.getByRole('textbox', { name: 'JSON child' });
  await json.fill('[{"title": "", "image": {"src": "/examples/images/bowl.svg", "alt": ""}, "link": "recipes/x", "ctas": [{"id": "a", "name": "Go", "color": "red"}]}]');
  await expect(row('[].title').locator('.field-problem')).toHaveText(' Error: [0].title: expected non-empty text');
  await expect(row('[].ctas[].color').locator('.field-problem')).toHaveText(
    ' Warning (looks only: the default is used): [0].ctas[0].color: expected one of "green", "pink", "black"',
  );
  await expect(page.locator('#messages')).toContainText('Error: product-cards: JSON content: [0].title: expected non-empty text');
  await expectNoAxeViolations(page, { frames: true });

  // Carousel: the fields of the shape its data-kind chooses.
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'Team' });
  await expect(fields.locator('li')).toHaveText([
    'slides list of objects required: the slides, in order',
    'slides[].name text, not empty required: the person\'s name',
    'slides[].role text optional: their role',
    'slides[].image object optional: the slide\'s picture',
    'slides[].image.src http(s) URL or site path required: an http(s) URL or a site path',
    'slides[].image.alt text required: its text alternative; "" when decorative',
  ]);
});

test("the docs tab shows the widget's attributes, JSON fields, events, states, calls and login", async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=litter-trial`);
  const tab = page.getByRole('tab', { name: 'Edit' });
  // The tabs by keyboard (APG): the arrow keys move and show.
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Docs' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Docs' })).toHaveAttribute('aria-selected', 'true');
  const docs = page.getByRole('tabpanel', { name: 'Docs' });
  await expect(docs.getByRole('heading', { name: 'litter-trial' })).toBeVisible();
  await expect(docs.getByRole('table', { name: 'Attributes' }).locator('tbody tr')).toHaveText([
    'data-varianta, b, dateaoptionalone of "a", "b", "date"',
    'data-heading-levelwhole number 2 to 6optional, looks onlya whole number from 2 to 6',
  ]);
  const fields = docs.getByRole('table', { name: 'JSON fields (the JSON child is required)' });
  await expect(fields.locator('tbody tr').filter({ hasText: 'card_footer' })).toHaveText('card_footerrich text (HTML)optional, richsmall print under the card');
  await expect(fields.locator('tbody tr').filter({ hasText: 'theme' })).toHaveText('theme"light-grey" | "white" | "pink"optional, looks onlythe background colour of the block');
  await expect(docs.locator('li')).toHaveText([
    'Login: optional: works logged in or out',
    'Calls: POST /actions getAvailableLitterTrialDeliveryDates, POST /actions checkoutLitter',
    'Events: katkin:ready, katkin:error, katkin:navigate',
    'States (data-katkin-state): loading, ready, error',
  ]);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Theme' })).toBeVisible();
  await expect(docs).toBeHidden();
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Page setup' })).toBeVisible();
  await expectNoAxeViolations(page, { frames: true });
  await page.keyboard.press('Home');
  await expect(page.getByRole('tabpanel', { name: 'Edit' })).toBeVisible();
});

test('a link naming only a widget opens its first example, JSON and all', async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=product-cards`);
  await expect(page.getByLabel('Example', { exact: true }).locator('option:checked')).toHaveText('Linked cards, hover picture');
  await expect(page.getByRole('textbox', { name: 'JSON child' })).toHaveValue(/^\[\s*\{"title": "Cluck"/);
  await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'ready');
  await expect(frame(page).getByRole('heading', { name: 'Cluck' })).toBeVisible();
  await expect(page.locator('#messages')).toHaveText('OK: the widget is ready.');
});

/** Whether the whole box is inside the window. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.width > 0 && box.height > 0;
  });
}

for (const width of [390, 800, 1300]) {
  test(`at 1366 × 768 the widget's ${width} px frame and its controls are on the first screen`, async ({ page, origins, flavour }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openPlayground(page, origins.host, `?build=${flavour}&widget=pre-cancellation&attr=data-variant%3Ddefault&json=&width=${width}`);
    await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'ready');
    expect(await inView(page, '#stage-frame')).toBe(true);
    for (const control of ['#example', '#attribute-data-variant', '#attribute-data-support-email', '#json', 'input[name="width"][value="1300"]']) {
      expect(await inView(page, control), control).toBe(true);
    }
    // The frame keeps its chosen width as the widget's viewport, drawn scaled when wider than the stage.
    expect(await frame(page).locator('body').evaluate(() => innerWidth)).toBe(width);
    await expect(page.locator('#stage-scale')).toHaveText(width === 1300 ? /^Shown at \d+%: the frame is 1300 px wide, as on that screen\.$/ : '');
    await expectNoAxeViolations(page, { frames: true });
  });
}

test('on a 390 × 844 phone the widget comes first and every control still works', async ({ page, origins, flavour }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlayground(page, origins.host, `?build=${flavour}&widget=pre-cancellation&attr=data-variant%3Ddefault&json=&width=390`);
  await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'ready');
  expect(await inView(page, '#stage-frame')).toBe(true);
  expect(await inView(page, '#example')).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390); // nothing wider than the phone
  await page.getByLabel('data-variant').selectOption('still-switching');
  await expect(frame(page).getByRole('heading', { name: 'Still switching?' })).toBeVisible();
  await page.getByRole('tab', { name: 'Docs' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Docs' }).getByRole('heading', { name: 'pre-cancellation' })).toBeVisible();
  await expectNoAxeViolations(page, { frames: true });
});
