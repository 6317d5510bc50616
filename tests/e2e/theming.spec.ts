// Theming across the shadow root (README "Theming"): the public --katkin-* custom properties a
// host sets on a placeholder or any ancestor reach inside, our brand is the default, a theme on one
// placeholder stays there, and a host stylesheet styles the parts with ::part().
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { block, expectAllReady, expectAllSettled } from './block-page.ts';
import { test, expect } from './fixtures.ts';
import { contrastFailures, expectNoAxeViolations } from './page-checks.ts';
import { demoPage } from './demo-page.ts';

// A partner's palette (README's example), every pair AA: contrast text on primary 9.5:1, primary
// on white 9.9:1, text on white 15.7:1.
const PARTNER_THEME = `--katkin-font-family: Georgia, serif; --katkin-color-primary: #5b2a86;
  --katkin-color-primary-contrast: #fffbea; --katkin-color-text: #2b1d3a; --katkin-radius: 12px;`;
const PARTNER = { font: 'Georgia, serif', primary: 'rgb(91, 42, 134)', contrast: 'rgb(255, 251, 234)', text: 'rgb(43, 29, 58)', radius: '12px' };
// Ours, with no theme.
const BRAND = { primary: 'rgb(29, 77, 58)', contrast: 'rgb(255, 255, 255)', radius: '8px', fieldText: 'rgb(34, 34, 34)' };
// The host page's own font and text colour, which widgets inherit when no theme says otherwise.
const HOST_STYLE = '<style>main { font-family: Arial, sans-serif; color: rgb(51, 51, 51); }</style>';
const HOST = { font: 'Arial, sans-serif', text: 'rgb(51, 51, 51)' };

const list = (attributes: Record<string, string> = {}) => block('condensed-list', { title: 'What goes in', items: ['Chicken', 'Liver', 'Heart'], visible: 1 }, attributes);

function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Computed styles inside one batch lookup and one condensed list (the first of each in `scope`). */
async function themedStyles(page: Page, scope = '') {
  const lookup = page.locator(`${scope} [data-katkin-widget="batch-lookup"]`).first();
  const button = page.locator(`${scope} [data-katkin-widget="condensed-list"]`).first().getByRole('button', { name: 'Show all 3' });
  return {
    rootFont: await style(lookup.locator('.katkin-root'), 'font-family'),
    rootText: await style(lookup.locator('.katkin-root'), 'color'),
    inputText: await style(lookup.getByRole('textbox', { name: 'Batch number' }), 'color'),
    fieldRadius: await style(lookup.locator('.batch-field'), 'border-top-left-radius'),
    buttonBackground: await style(button, 'background-color'),
    buttonText: await style(button, 'color'),
    buttonRadius: await style(button, 'border-top-left-radius'),
    buttonFont: await style(button, 'font-family'),
  };
}

const partnerStyles = {
  rootFont: PARTNER.font,
  rootText: PARTNER.text,
  inputText: PARTNER.text,
  fieldRadius: PARTNER.radius,
  buttonBackground: PARTNER.primary,
  buttonText: PARTNER.contrast,
  buttonRadius: PARTNER.radius,
  buttonFont: PARTNER.font,
};

test.describe('theming', () => {
  test('a partner theme set on an ancestor reaches inside every shadow root, axe clean', async ({ hostPage }) => {
    const page = await hostPage({
      body: `${HOST_STYLE}<style>.partner { ${PARTNER_THEME} }</style>
        <div class="partner"><section><div data-katkin-widget="batch-lookup"></div>${list()}</section></div>`,
    });
    await expectAllReady(page);
    expect(await themedStyles(page)).toEqual(partnerStyles);
    await expectNoAxeViolations(page);
    // The states with more colour: an error box, a field error, the list opened.
    await page.getByRole('textbox', { name: 'Batch number' }).fill('99999');
    await page.keyboard.press('Enter');
    await expect(page.locator('.katkin-error-box')).toHaveText("We couldn't find batch BN99999. Check the number on your pack and try again.");
    await expect(page.locator('.katkin-error-box')).toHaveCSS('border-top-left-radius', PARTNER.radius);
    await page.getByRole('button', { name: 'Show all 3' }).click();
    await expect(page.getByRole('button', { name: 'Show fewer' })).toHaveCSS('background-color', PARTNER.primary);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Batch number' }).fill('abc');
    await page.keyboard.press('Enter');
    await expect(page.locator('.katkin-field-error')).toHaveText('A batch number has digits only, for example 12345.');
    await expectNoAxeViolations(page);
  });

  test('a theme set on a placeholder applies to it and leaks to no other widget; no theme gives our brand', async ({ hostPage }) => {
    const page = await hostPage({
      body: `${HOST_STYLE}<style>.themed { ${PARTNER_THEME} }</style>
        <div id="themed"><div class="themed" data-katkin-widget="batch-lookup"></div>${list({ class: 'themed' })}</div>
        <div id="plain"><div data-katkin-widget="batch-lookup"></div>${list()}</div>`,
    });
    await expectAllReady(page);
    expect(await themedStyles(page, '#themed')).toEqual(partnerStyles);
    expect(await themedStyles(page, '#plain')).toEqual({
      rootFont: HOST.font,
      rootText: HOST.text,
      inputText: BRAND.fieldText,
      fieldRadius: BRAND.radius,
      buttonBackground: BRAND.primary,
      buttonText: BRAND.contrast,
      buttonRadius: BRAND.radius,
      buttonFont: HOST.font,
    });
    await expectNoAxeViolations(page);
  });

  test('a host stylesheet styles the parts with ::part()', async ({ hostPage }) => {
    const page = await hostPage({
      body: `<style>
          [data-katkin-widget]::part(button-primary) { text-transform: uppercase; border-radius: 0px; }
          [data-katkin-widget]::part(input) { letter-spacing: 2px; }
          [data-katkin-widget]::part(title) { font-style: italic; }
          [data-katkin-widget]::part(root) { padding-top: 3px; }
        </style>
        <div data-katkin-widget="batch-lookup"></div>${list()}`,
    });
    await expectAllReady(page);
    const button = page.getByRole('button', { name: 'Show all 3' });
    await expect(button).toHaveCSS('text-transform', 'uppercase');
    await expect(button).toHaveCSS('border-top-left-radius', '0px');
    await expect(page.getByRole('textbox', { name: 'Batch number' })).toHaveCSS('letter-spacing', '2px');
    await expect(page.getByRole('heading', { name: 'What goes in' })).toHaveCSS('font-style', 'italic');
    for (const widget of ['batch-lookup', 'condensed-list']) {
      await expect(page.locator(`[data-katkin-widget="${widget}"] .katkin-root`)).toHaveCSS('padding-top', '3px');
    }
    // A button that is not a primary one keeps its look.
    await expect(page.getByRole('button', { name: 'Search' })).toHaveCSS('text-transform', 'none');
  });

  test('errors on screen carry part="error": a field error and an error box of two widgets, styled by ::part(error)', async ({ hostPage, page }) => {
    await hostPage({
      body: `<style>[data-katkin-widget]::part(error) { outline: 3px solid rgb(1, 2, 3); }</style>
        <div id="typo" data-katkin-widget="batch-lookup"></div><div id="unknown" data-katkin-widget="batch-lookup"></div>
        <div data-katkin-widget="email-capture" data-form-id="Inline1" data-display-type="SECTION"></div>`,
    });
    await expectAllReady(page);
    const typo = page.locator('#typo').getByRole('textbox', { name: 'Batch number' });
    await typo.fill('12a45');
    await typo.press('Enter');
    const unknown = page.locator('#unknown').getByRole('textbox', { name: 'Batch number' });
    await unknown.fill('99999');
    await unknown.press('Enter');
    await page.getByRole('textbox', { name: 'Email address' }).fill('cat@example');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // The three errors are on screen before anything is counted.
    await expect(page.getByText('A batch number has digits only, for example 12345.')).toBeVisible();
    await expect(page.getByText("We couldn't find batch BN99999. Check the number on your pack and try again.")).toBeVisible();
    await expect(page.getByText('Enter an email address in the right format, like name@example.com.')).toBeVisible();
    const errors = page.locator('[data-katkin-widget] .katkin-field-error, [data-katkin-widget] .katkin-error-box');
    await expect(errors).toHaveCount(3);
    const parts = await errors.evaluateAll((all) => all.map((element) => element.getAttribute('part')));
    expect(parts).toEqual(['error', 'error', 'error']);
    for (const error of await errors.all()) await expect(error).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
  });

  test("a host whose root font is 10px (the 62.5% idiom) and text 18px: widgets size with the text they inherit, not the page's root", async ({ hostPage, page }) => {
    await hostPage({
      body:
        '<style>html { font-size: 62.5%; } main { font-size: 18px; }</style>' +
        '<div data-katkin-widget="batch-lookup"></div><div data-katkin-widget="email-capture" data-form-id="Inline1" data-display-type="SECTION"></div>',
    });
    await expectAllReady(page);
    // 22em of 18px, and the sign-up's title 1.4em of it: 10px-based rem would make them 220px and 14px.
    await expect(page.locator('.batch-field')).toHaveCSS('max-width', '396px');
    await expect(page.getByRole('heading', { name: 'Get 20% off your first box' })).toHaveCSS('font-size', '25.2px');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCSS('font-size', '18px');
  });

  test("a page's centred, upper-case, spaced, unwrapped body text stops at the widget; set on the placeholder, it applies", async ({ hostPage, page }) => {
    await hostPage({
      body:
        '<style>main { text-align: center; text-transform: uppercase; letter-spacing: 3px; word-spacing: 1em; text-indent: 2em; white-space: nowrap; } #centred { text-align: center; }</style>' +
        '<div data-katkin-widget="email-capture" data-form-id="Inline1" data-display-type="SECTION"></div><div id="centred" data-katkin-widget="batch-lookup"></div>',
    });
    await expectAllReady(page);
    const heading = page.getByRole('heading', { name: 'Get 20% off your first box' });
    for (const [property, value] of [['text-align', 'start'], ['text-transform', 'none'], ['letter-spacing', 'normal'], ['word-spacing', '0px'], ['text-indent', '0px'], ['white-space', 'normal']]) {
      await expect(heading).toHaveCSS(property!, value!);
    }
    await expect(page.locator('#centred .katkin-root')).toHaveCSS('text-align', 'center');
  });

  test('on a dark host page (light text on near-black), text on our own surfaces keeps our colours: every contrast failure is on the page\'s background', async ({ hostPage, page }) => {
    await hostPage({ ...demoPage, csp: undefined, body: `<style>html { background: #121212; color: #eeeeee; }</style>${demoPage.body}` });
    await expectAllSettled(page);
    const failures = await contrastFailures(page);
    // What does fail is our primary colour drawn on the host's dark background (links beside our
    // surfaces): the host themes it (README "Theming"); nothing on a surface of ours.
    expect(failures.filter((failure) => failure.background !== '#121212')).toEqual([]);
    // The dark page is in effect: axe does find those links on it.
    expect(failures.length).toBeGreaterThan(0);
  });

  test('examples/partner-batch-lookup.html: the partner theme on its wrapper shows inside the batch lookup, axe clean', async ({ page, origins, flavour }) => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../examples/partner-batch-lookup.html'), 'utf8')
      .replaceAll('{{DIST}}', origins.dist)
      .replaceAll('{{API}}', origins.api)
      .replaceAll('{{HOST}}', origins.host)
      .replace('<script async src=', `<script data-build="${flavour}" async src=`);
    origins.pages.set(`/examples/partner-${flavour}.html`, { html });
    await page.goto(`${origins.host}/examples/partner-${flavour}.html`);
    const widget = page.locator('[data-katkin-widget="batch-lookup"]');
    await expect(widget).toHaveAttribute('data-katkin-state', 'ready');
    const input = widget.getByRole('textbox', { name: 'Batch number' });
    await expect(widget.locator('.batch-field')).toHaveCSS('border-top-color', 'rgb(91, 42, 134)');
    await expect(widget.locator('.batch-field')).toHaveCSS('border-top-left-radius', '12px');
    await expect(input).toHaveCSS('color', 'rgb(43, 29, 58)');
    await expect(input).toHaveCSS('font-family', 'Georgia, serif');
    await input.focus();
    await expect(widget.locator('.batch-field')).toHaveCSS('outline-color', 'rgb(173, 20, 87)');
    await input.fill('12345');
    await input.press('Enter');
    await expect(widget.getByRole('status')).toContainText('Batch NoBN12345');
    await expectNoAxeViolations(page);
  });
});
