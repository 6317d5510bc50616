// The playground (shell/site/index.html, the page `npm start` opens): live editing of one
// placeholder in a frame of three widths, the widget's own messages inline, the embed code
// (copied, then mounted on a host page of its own) and the deep link.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations, recordCspViolations } from './page-checks.ts';

/** Logged in (as the shell remembers it), so no demo email popup covers anything. */
async function openPlayground(page: Page, host: string, query: string): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('shell-auth', JSON.stringify(['demo-token', '1001'])));
  await page.goto(`${host}/${query}`);
}

const frame = (page: Page) => page.frameLocator('#stage-frame');
const placeholder = (page: Page) => frame(page).locator('[data-katkin-widget]');
const messages = (page: Page) => page.locator('#messages');

test('editing an attribute re-mounts the widget, and its own messages show beside the editor', async ({ page, origins, flavour }) => {
  const violations = await recordCspViolations(page); // the shell's pages are served with the strict CSP
  await openPlayground(page, origins.host, `?build=${flavour}&widget=pre-cancellation&attr=data-support-email%3Dhelp%40katkin.example`);
  await expect(frame(page).getByRole('heading', { name: 'Can we help?' })).toBeVisible();
  await expect(messages(page)).toHaveText('OK: the widget is ready.');
  await expect(page.getByLabel('data-support-email')).toHaveValue('help@katkin.example');

  // The generated control: a choice of the spec's values.
  await page.getByLabel('data-variant').selectOption('still-switching');
  await expect(frame(page).getByRole('heading', { name: 'Still switching?' })).toBeVisible();
  await expect(placeholder(page)).toHaveAttribute('data-variant', 'still-switching');
  expect(new URL(page.url()).searchParams.getAll('attr')).toEqual(['data-variant=still-switching', 'data-support-email=help@katkin.example']);

  // A value the control does not offer, by hand: the widget's own invalid-options message, inline.
  await page.getByLabel('data-variant').selectOption('');
  await page.getByText('Other attributes, by hand').focus(); // a disclosure (details), by keyboard
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await expect(page.getByLabel('Name of attribute 1')).toBeFocused();
  await page.keyboard.type('data-variant');
  await page.getByLabel('Value of attribute 1').fill('nope');
  await expect(messages(page)).toHaveText('Error: pre-cancellation: data-variant must be one of "default", "still-switching" (got "nope")');
  await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'error');
  // The control set too: the row is left out, said beside it.
  await page.getByLabel('data-variant').selectOption('default');
  await expect(page.locator('.attribute-row').first()).toContainText('Left out: data-variant is set by its control above.');
  await expect(messages(page)).toHaveText('OK: the widget is ready.');

  // An unknown attribute: the widget's console warning (it still mounts).
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await page.getByLabel('Name of attribute 2').fill('data-colour');
  await page.getByLabel('Value of attribute 2').fill('red');
  await expect(messages(page).locator('li')).toHaveText(['Warning: pre-cancellation: unknown attribute data-colour is ignored', 'OK: the widget is ready.']);

  // A name that is not a data-* option stays off the placeholder, said beside the row.
  await page.getByLabel('Name of attribute 2').fill('onclick');
  await expect(page.locator('.attribute-row').nth(1)).toContainText(
    'Left out: an option attribute is data- followed by lower-case letters, digits and single hyphens.',
  );
  await expect(page.getByLabel('Name of attribute 2')).toHaveAttribute('aria-invalid', 'true');
  await expect(messages(page)).toHaveText('OK: the widget is ready.');
  await expect(placeholder(page)).not.toHaveAttribute('onclick');

  // Removing a row re-mounts without it; focus stays in the list.
  await page.getByRole('button', { name: 'Remove attribute 1' }).click();
  await expect(page.getByLabel('Name of attribute 1')).toBeFocused();
  await expect(frame(page).getByRole('heading', { name: 'Can we help?' })).toBeVisible();
  await expectNoAxeViolations(page, { frames: true });
  expect(await violations()).toEqual([]);
  expect(await frame(page).locator('body').evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
});

test('JSON that does not parse gets the shell\'s message, JSON of the wrong shape the widget\'s own', async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=trust-rating&json=${encodeURIComponent('{"score": 3, "count": 1234}')}`);
  await expect(frame(page).getByText('Based on 1,234 reviews')).toBeVisible();
  const json = page.getByRole('textbox', { name: 'JSON child' });
  await json.fill('{"score": 3, "count": ');
  await expect(messages(page).locator('li').first()).toContainText('Error: The JSON child does not parse: ');
  await expect(messages(page).locator('li').first()).toContainText('The widget gets it as typed.');
  // Copy React code says why it cannot, and says it again on a second click: the status region
  // empties in a task of its own first (a mutation observer sees each text the region holds).
  await page.locator('#copy-status').evaluate((status) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
    (window as unknown as { __statusSeen: string[] }).__statusSeen = seen;
  });
  const problem = 'The JSON child does not parse: the React code gives it as the content prop, parsed, so it must be JSON first.';
  for (const click of [1, 2]) {
    await page.getByRole('button', { name: 'Copy React code' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen.length), { message: `click ${click}` }).toBe(click * 2 - 1);
  }
  expect(await page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen)).toEqual([problem, '', problem]);
  await expect(page.getByRole('status').filter({ hasText: 'does not parse' })).toHaveText(problem);
  await json.fill('{"score": 6, "count": 1234}');
  await expect(messages(page)).toContainText('Error: trust-rating: JSON content: score:');
  await expect(messages(page)).not.toContainText('does not parse');
  await expectNoAxeViolations(page, { frames: true });
});

test('the picker offers every demo placeholder and loads one into the editor', async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}`);
  const picker = page.getByLabel('Example', { exact: true });
  await expect(picker.locator('optgroup')).toHaveCount(22); // nine widgets, thirteen marketing blocks
  // Named by what they show, from the demos' `<!-- example: ... -->` comments.
  await expect(picker.locator('optgroup[label="Carousel (carousel)"] option')).toHaveText([
    'Social posts', 'Team', 'Short messages', 'Testimonials', 'Testimonial without an author (an error)',
  ]);
  await picker.selectOption({ label: 'Team' });
  await expect(page.getByLabel('data-kind')).toHaveValue('team');
  await expect(frame(page).getByText('Dr Sam Ray')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('widget')).toBe('carousel');
});

test('the frame width switch changes the width the widget renders at', async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=batch-lookup&width=390`);
  await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'ready');
  await expect(page.getByLabel('390 px (phone)')).toBeChecked();
  // The width in the frame's own CSS pixels (the frame is drawn scaled down when wider than the stage).
  const width = () => placeholder(page).evaluate((element) => element.getBoundingClientRect().width);
  expect(await width()).toBeLessThanOrEqual(390 - 32); // the frame page's 1rem padding each side
  await page.getByLabel('1300 px (desktop)').check();
  await expect.poll(width).toBeGreaterThan(1200);
  expect(new URL(page.url()).searchParams.get('width')).toBe('1300');
  await page.getByLabel('800 px (tablet)').check();
  await expect.poll(width).toBe(800 - 32);
  // The radios by keyboard: arrow keys move the choice.
  await page.getByLabel('800 px (tablet)').press('ArrowLeft');
  await expect(page.getByLabel('390 px (phone)')).toBeChecked();
  await expect.poll(width).toBe(390 - 32);
  await expectNoAxeViolations(page, { frames: true });
});

const hostileMessage = '{"slides": [{"text": "Use </script><script>window.pwned = 1</script> with <!--<script> care"}]}';

test('Copy embed code gives HTML that mounts the same widget on a host page', async ({ page, context, origins, flavour, hostPage }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origins.host });
  await openPlayground(page, origins.host, `?build=${flavour}&widget=carousel&attr=data-kind%3Dmessage&json=${encodeURIComponent(hostileMessage)}`);
  await expect(frame(page).getByText('Use </script><script>window.pwned = 1</script> with <!--<script> care')).toBeVisible();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const copyStatus = page.getByRole('status').filter({ hasText: 'code copied' });
  await expect(copyStatus).toHaveText('Embed code copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const build = flavour === 'react' ? ' data-build="react"' : '';
  expect(copied).toBe(
    `<script async src="${origins.dist}/loader.js" data-api-base="${origins.api}" data-site-base="${origins.host}"${build}></script>\n` +
      '<div data-katkin-widget="carousel" data-kind="message"><script type="application/json">{"slides": [{"text": "Use \\u003c/script\\u003e\\u003cscript\\u003ewindow.pwned = 1\\u003c/script\\u003e with \\u003c!--\\u003cscript\\u003e care"}]}</script></div>\n',
  );

  // The same for an app with @katkin/react: the attribute as its option, the JSON child as content.
  await page.getByRole('button', { name: 'Copy React code' }).click();
  await expect(copyStatus).toHaveText('React code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '// Once on the page (README "React host apps"):\n' +
      `// <script async src="${origins.dist}/loader.js" data-api-base="${origins.api}" data-site-base="${origins.host}"${build}></script>\n` +
      "import { KatkinWidget } from '@katkin/react';\n\n" +
      '<KatkinWidget\n  name="carousel"\n  options={{ kind: "message" }}\n  content={{\n    "slides": [\n      {\n' +
      '        "text": "Use </script><script>window.pwned = 1</script> with <!--<script> care"\n      }\n    ]\n  }}\n/>\n',
  );

  const host = await hostPage({ body: copied, noLoader: true });
  await expect(host.locator('[data-katkin-widget="carousel"]')).toHaveAttribute('data-katkin-state', 'ready');
  await expect(host.getByText('Use </script><script>window.pwned = 1</script> with <!--<script> care')).toBeVisible();
  expect(await host.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('when the browser refuses the clipboard, the embed code is shown selected instead', async ({ page, origins, flavour }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await openPlayground(page, origins.host, `?build=${flavour}&widget=batch-lookup`);
  await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'ready'); // the playground is wired by then
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const fallback = page.getByRole('textbox', { name: 'Embed code' });
  await expect(fallback).toBeFocused();
  await expect(fallback).toHaveValue(new RegExp('^<script async src=".*/loader\\.js".*\n<div data-katkin-widget="batch-lookup"></div>\n$'));
  expect(await fallback.evaluate((area: HTMLTextAreaElement) => area.selectionEnd - area.selectionStart)).toBe(
    await fallback.evaluate((area: HTMLTextAreaElement) => area.value.length),
  );
  await expect(page.locator('#copy-status')).toHaveText(
    'The browser did not allow copying: the embed code is selected below, copy it with Ctrl+C (⌘C on a Mac).',
  );
});

test('the URL is a deep link: a new page opens the same widget, attributes, JSON and width', async ({ page, context, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}`);
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'Short messages' });
  await page.getByRole('textbox', { name: 'JSON child' }).fill('{"slides": [{"text": "Deep & linked"}]}');
  await page.getByLabel('1300 px (desktop)').check();
  await expect(frame(page).getByText('Deep & linked')).toBeVisible();

  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByLabel('data-kind')).toHaveValue('message');
  await expect(second.getByRole('textbox', { name: 'JSON child' })).toHaveValue('{"slides": [{"text": "Deep & linked"}]}');
  await expect(second.getByLabel('1300 px (desktop)')).toBeChecked();
  await expect(second.getByLabel('Example', { exact: true })).toHaveValue(await page.getByLabel('Example', { exact: true }).inputValue());
  await expect(frame(second).getByText('Deep & linked')).toBeVisible();
  await expect(frame(second).locator('[data-katkin-widget="carousel"]')).toHaveAttribute('data-kind', 'message');
});

test('a hostile link gives clear messages and runs nothing', async ({ page, origins, flavour }) => {
  page.on('dialog', () => {
    throw new Error('a dialog opened');
  });
  const json = '</script><script>window.pwned = 1</script>';
  await openPlayground(page, origins.host, `?build=${flavour}&widget=carousel&attr=onload%3Dwindow.pwned%3D1&attr=data-kind%3D%22%3E%3Cimg%20src%3Dx%20onerror%3Dwindow.pwned%3D1%3E&json=${encodeURIComponent(json)}&width=12`);
  await expect(messages(page)).toContainText(
    'Warning: The link\'s attribute "onload" was left out: an option attribute is data- followed by lower-case letters, digits and single hyphens.',
  );
  await expect(messages(page)).toContainText('Warning: The link\'s width "12" is not one of 390, 800, 1300: 800 is used.');
  await expect(messages(page)).toContainText('Error: The JSON child does not parse: ');
  await expect(messages(page)).toContainText('Error: carousel: ');
  await expect(placeholder(page)).toHaveAttribute('data-katkin-state', 'error');
  await expect(placeholder(page)).toHaveAttribute('data-kind', '"><img src=x onerror=window.pwned=1>');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect(await page.frameLocator('#stage-frame').locator('body').evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await openPlayground(page, origins.host, '?widget=%3Cb%3Enope%3C%2Fb%3E');
  await expect(messages(page)).toContainText('Warning: The link\'s widget "<b>nope</b>" is not one of the widgets here: the first example is shown instead.');
  await expect(page.locator('#messages b')).toHaveCount(0);
});

test('the all-widgets page links to the playground and back, each carrying the flags and theme; the playground links to the example hosts', async ({ page, origins }) => {
  await openPlayground(page, origins.host, '?widget=batch-lookup&flag=price-calculator&theme=--katkin-radius%3A12px');
  await expect(page.getByRole('link', { name: 'Every widget on one page' })).toHaveAttribute('href', `${origins.host}/all-widgets.html?flag=price-calculator&theme=--katkin-radius%3A12px`);
  // A value the browser refuses is said and left out before repeats are: the next one is used.
  await page.goto(`${origins.host}/all-widgets.html?flag=price-calculator&theme=--katkin-radius%3A12px&theme=--katkin-color-primary%3Anope&theme=--katkin-color-primary%3A%235b2a86`);
  await expect(page.locator('#theme-status')).toHaveText(
    'The theme from the link: --katkin-radius: 12px; --katkin-color-primary: #5b2a86. The link\'s theme value for --katkin-color-primary was left out: --katkin-color-primary: "nope" is not a colour.',
  );
  await expect(page.locator('.batch-field').first()).toHaveCSS('border-top-left-radius', '12px');
  await expect(page.getByRole('form', { name: 'Price comparison' }).first()).toBeVisible(); // the flag, ticked
  await expect(page.getByRole('button', { name: 'Compare' }).first()).toHaveCSS('background-color', 'rgb(91, 42, 134)');
  // The page keeps only what it used, so the link to the playground carries no refused value.
  await page.getByRole('link', { name: 'Try one in the playground' }).click();
  await expect(page.getByLabel('--katkin-radius', { exact: true })).toHaveValue('12px');
  await expect(page.getByLabel('--katkin-color-primary', { exact: true })).toHaveValue('#5b2a86');
  await expect(messages(page)).not.toContainText('theme');
  await expect.poll(() => new URL(page.url()).searchParams.getAll('flag')).toEqual(['price-calculator']);
  await page.getByRole('link', { name: 'a React app' }).click();
  await expect(page.getByRole('heading', { name: 'KatKin shop' })).toBeVisible();
});

test("the shell's controls act on the widget in the frame, and its events are logged", async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=price-comparison`);
  await expect(page.locator('#event-log li', { hasText: 'katkin:ready' }).first()).toContainText('{"widget":"price-comparison"}');
  await page.getByRole('tab', { name: 'Page setup' }).click();
  await page.getByLabel('price-calculator = test').check();
  await expect(frame(page).getByRole('form', { name: 'Price comparison' })).toBeVisible();

  // A fault set here reaches the calls made in the frame.
  await page.getByLabel('Every call').selectOption('error');
  await expect.poll(() => origins.apiState.fault.mode).toBe('error');
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'Batch search' });
  await expect(page.getByLabel('Example', { exact: true })).toHaveValue('0');
  const batch = frame(page).getByRole('textbox', { name: 'Batch number' });
  await batch.fill('12345');
  await batch.press('Enter');
  await expect(frame(page).locator('.katkin-error-box')).toHaveText('An unexpected error occurred.');
});

test("a widget's navigation in the frame (the login round trip) comes back to the widget, set up again", async ({ page, origins, flavour }) => {
  await page.goto(`${origins.host}/?build=${flavour}`);
  await page.getByLabel('Example', { exact: true }).selectOption({ label: 'Variant A' });
  await frame(page).getByRole('button', { name: 'Add to my box' }).click();
  await frame(page).getByRole('button', { name: 'Log in as the demo customer' }).click();
  await expect(frame(page).locator('.litter-added')).toHaveText('✓ Added');
  await expect(page.locator('#auth-status')).toHaveText('Logged in'); // in the Page setup tab
  await expect(placeholder(page)).toHaveAttribute('data-variant', 'a');
});

test("the fault panel shows the API's fault, which outlives a reload, and says what the API refuses", async ({ page, origins, api, flavour }) => {
  api.fault('error', '/batch', 0, 503);
  await openPlayground(page, origins.host, `?build=${flavour}&widget=batch-lookup`);
  await page.getByRole('tab', { name: 'Page setup' }).click();
  await expect(page.getByLabel('Every call')).toHaveValue('error');
  await expect(page.getByLabel('Only paths starting with')).toHaveValue('/batch');
  await expect(page.getByLabel('Failure status')).toHaveValue('503');
  await page.getByLabel('Only paths starting with').fill('batch');
  await page.getByLabel('Only paths starting with').press('Tab');
  await expect(page.locator('#fault-message')).toHaveText('/__control/faults: pathPrefix must be "" (every call) or start with "/", such as "/batch" (got "batch")');
  expect(origins.apiState.fault).toEqual({ mode: 'error', pathPrefix: '/batch', delayMs: 0, status: 503 });
});

test('the flags ticked are in the link, so a link to a flag-gated widget shows it; an unknown flag is said', async ({ page, origins, flavour }) => {
  await openPlayground(page, origins.host, `?build=${flavour}&widget=price-comparison&flag=price-calculator&flag=nope`);
  await expect(frame(page).getByRole('form', { name: 'Price comparison' })).toBeVisible();
  await page.getByRole('tab', { name: 'Page setup' }).click();
  await expect(page.getByLabel('price-calculator = test')).toBeChecked();
  await expect(page.locator('#flags-message')).toHaveText('Left out of the link: "nope", not one of these flags.');
  await page.getByLabel('manage-plan-v2-routing = test').check();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('flag')).toEqual(['price-calculator', 'manage-plan-v2-routing']);
  await page.getByLabel('price-calculator = test').uncheck();
  await expect(frame(page).getByRole('form', { name: 'Price comparison' })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.getAll('flag')).toEqual(['manage-plan-v2-routing']);
});

test("the Theme tab themes the widget as it is, says what it cannot use and each pair under AA, and goes into the link and the embed code", async ({ page, context, origins, flavour }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origins.host });
  await openPlayground(page, origins.host, `?build=${flavour}&widget=batch-lookup&theme=--katkin-radius%3A12px&theme=--katkin-color-focus%3Anope`);
  await expect(messages(page)).toContainText('Warning: The link\'s theme value for --katkin-color-focus was left out: --katkin-color-focus: "nope" is not a colour.');
  const batch = frame(page).getByRole('textbox', { name: 'Batch number' });
  await expect(frame(page).locator('.batch-field')).toHaveCSS('border-top-left-radius', '12px');
  await batch.fill('12345'); // still there after the theme changes: they repaint, never re-mount

  await page.getByRole('tab', { name: 'Theme' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Theme' });
  await expect(panel.getByLabel('--katkin-radius', { exact: true })).toHaveValue('12px');
  await expect(panel.getByLabel('--katkin-color-focus', { exact: true })).toHaveValue('');
  await expect(panel.locator('#theme-contrast')).toHaveText('Every pair meets WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and the focus ring.');

  await panel.getByLabel('--katkin-color-text', { exact: true }).fill('rgb(43 29 58)');
  await expect(batch).toHaveCSS('color', 'rgb(43, 29, 58)');
  await panel.getByLabel('Pick --katkin-color-background').fill('#fffbea');
  await expect(panel.getByLabel('--katkin-color-background', { exact: true })).toHaveValue('#fffbea');
  await expect(frame(page).locator('.batch-field')).toHaveCSS('background-color', 'rgb(255, 251, 234)');
  await panel.getByLabel('--katkin-color-primary', { exact: true }).fill('#777');
  await expect(panel.locator('#theme-contrast li')).toHaveText([
    '--katkin-color-primary on --katkin-color-background is 4.3:1: WCAG 2.2 AA asks 4.5:1 of text.',
    '--katkin-color-primary-contrast on --katkin-color-primary is 4.4:1: WCAG 2.2 AA asks 4.5:1 of text.',
  ]);
  const error = panel.getByLabel('--katkin-color-error', { exact: true });
  await error.fill('red; x: 1');
  await expect(error).toHaveAttribute('aria-invalid', 'true');
  await expect(error).toHaveAccessibleDescription(
    "error messages and their box · default #a4161a Left out: --katkin-color-error's value holds a character a CSS value here cannot: ; { } < > \\ or a comment.",
  );
  await expect(batch).toHaveValue('12345');
  await expectNoAxeViolations(page, { frames: true });

  const theme = ['--katkin-color-text:rgb(43 29 58)', '--katkin-color-background:#fffbea', '--katkin-color-primary:#777', '--katkin-radius:12px'];
  await expect.poll(() => new URL(page.url()).searchParams.getAll('theme')).toEqual(theme);
  // The link to the all-widgets page follows the address.
  await expect.poll(async () => new URL((await page.getByRole('link', { name: 'Every widget on one page' }).getAttribute('href'))!).searchParams.getAll('theme')).toEqual(theme);
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '<style>\n  [data-katkin-widget] {\n    --katkin-color-text: rgb(43 29 58);\n    --katkin-color-background: #fffbea;\n    --katkin-color-primary: #777;\n    --katkin-radius: 12px;\n  }\n</style>\n<div data-katkin-widget="batch-lookup"></div>',
  );

  const second = await context.newPage();
  await second.goto(page.url());
  await expect(frame(second).locator('.batch-field')).toHaveCSS('background-color', 'rgb(255, 251, 234)');
  await second.getByRole('tab', { name: 'Theme' }).click();
  await expect(second.getByLabel('--katkin-color-primary', { exact: true })).toHaveValue('#777');
  await second.getByRole('button', { name: 'Clear the theme' }).click();
  await expect(frame(second).locator('.batch-field')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect.poll(() => new URL(second.url()).searchParams.getAll('theme')).toEqual([]);

  // A see-through text colour counts what shows through it (white at 10% on black is 1.2:1, not
  // white on black); a colour the playground cannot paint as the widget would is said, not guessed.
  await second.getByLabel('--katkin-color-background', { exact: true }).fill('#000');
  await second.getByLabel('--katkin-color-text', { exact: true }).fill('rgb(255 255 255 / 10%)');
  await second.getByLabel('--katkin-color-focus', { exact: true }).fill('currentcolor');
  const contrast = second.locator('#theme-contrast');
  await expect(contrast).toContainText('--katkin-color-text on --katkin-color-background is 1.2:1: WCAG 2.2 AA asks 4.5:1 of text.');
  await expect(contrast).toContainText('--katkin-color-focus on --katkin-color-background is not checked: the playground cannot measure "currentcolor".');
});
