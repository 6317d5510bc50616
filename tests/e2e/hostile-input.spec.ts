// Hostile input, as an attacker would write it into CMS content, attributes and the page query:
// paths that try to leave the site or run script, rich text with handlers, styles and named
// targets, a login return path that smuggles a host, and a page of bad placeholders. Nothing
// runs, nothing leaves the site's origin, each failure is reported once.
import { block } from './block-page.ts';
import { test, expect } from './fixtures.ts';
import { recordCspViolations } from './page-checks.ts';


const litter = (content: Record<string, unknown>, id = 'offer') =>
  block('litter-trial', { title: 'Add a litter trial', product: 'SCOOP_HEALTH', ...content }, { id, 'data-variant': 'a' });

test.describe('hostile input', () => {
  for (const path of ['/javascript:alert(document.domain)//', '/https://evil.example']) {
    test(`a CMS path ${JSON.stringify(path)} stays a path on the site and runs nothing`, async ({ hostPage, page, origins }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await hostPage({ body: litter({ continue_to_path: path }), auth: 'customer' });
      const link = page.getByRole('link', { name: 'Continue without trial offer' });
      await expect(link).toHaveAttribute('href', `${origins.host}${path}?katkinCustomerId=1001`);
      await link.click();
      await page.waitForURL((url) => url.origin === origins.host && url.pathname === path);
      expect(dialogs).toEqual([]);
    });
  }

  test('CMS paths that would leave the site are invalid options naming the field', async ({ events, hostPage, page }) => {
    await hostPage({
      body: `${litter({ continue_to_path: '/\\evil.example' }, 'a')}${litter({ continue_to_path: '/\t//evil.example' }, 'b')}${litter({ continue_to_path: '/next', no_thanks_path: '//evil.example' }, 'c')}`,
      auth: 'customer',
    });
    await expect(page.locator('[data-katkin-state="error"]')).toHaveCount(3);
    const messages = (await events.katkinErrors()).map((error) => error.message).sort();
    const expected = 'expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")';
    expect(messages).toEqual([
      `litter-trial: JSON content: continue_to_path: ${expected}`,
      `litter-trial: JSON content: continue_to_path: ${expected}`,
      `litter-trial: JSON content: no_thanks_path: ${expected}`,
    ]);
  });

  test('rich text: no handler runs, no style applies, no CSP report, and a named target gets noopener noreferrer', async ({ hostPage, page }) => {
    const violations = await recordCspViolations(page);
    const card_footer =
      '<p style="color:red" onclick="window.__pwned=1">Terms <a href="https://shop.example/terms" target="terms" onmouseover="window.__pwned=1">terms</a>' +
      '<img src="x" onerror="window.__pwned=1"><svg/onload="window.__pwned=1"></svg></p>';
    await hostPage({ body: litter({ continue_to_path: '/next', card_footer }), auth: 'customer', csp: 'trusted-types' });
    const footer = page.locator('.litter-footer');
    await expect(footer).toHaveText('Terms terms');
    expect(await footer.evaluate((el) => el.innerHTML)).toBe('<p>Terms <a href="https://shop.example/terms" target="terms" rel="noopener noreferrer">terms</a></p>');
    await footer.getByText('Terms').click();
    await footer.getByRole('link').hover();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await violations()).toEqual([]);
  });

  test('six bad placeholders give six katkin:error events, one each', async ({ events, hostPage, page }) => {
    await hostPage({
      body: [
        '<div data-katkin-widget="nope"></div>',
        '<div data-katkin-widget="litter-trial" data-variant="c"></div>',
        '<div data-katkin-widget="batch-lookup"><script type="application/json">{}</script></div>',
        '<div data-katkin-widget="email-capture"></div>',
        '<div data-katkin-widget="pre-cancellation" data-support-email="not an address"></div>',
        '<div data-katkin-widget="discount-offer" data-subscription-id="1001"></div>',
      ].join(''),
      auth: 'customer',
    });
    await expect(page.locator('[data-katkin-state="error"]')).toHaveCount(6);
    // Anything late would arrive within the widgets' own start-up.
    await expect(page.locator('[data-katkin-state="loading"]')).toHaveCount(0);
    const errors = await events.katkinErrors();
    expect(errors.map((error) => `${error.widget} ${error.code}`).sort()).toEqual([
      'batch-lookup invalid-options',
      'discount-offer invalid-options',
      'email-capture invalid-options',
      'litter-trial invalid-options',
      'nope unknown-widget',
      'pre-cancellation invalid-options',
    ]);
  });

  test("the example login page sends a smuggled host back to the site's home, not away", async ({ page, origins }) => {
    for (const postLogin of ['/\t/evil.example/', '//evil.example', '/\\evil.example', 'https://evil.example/', '/.//evil.example/x', '/%2e%2e//evil.example']) {
      await page.goto(`${origins.host}/login?postLogin=${encodeURIComponent(postLogin)}`);
      await page.getByRole('button', { name: 'Log in as the demo customer' }).click();
      await page.waitForURL((url) => url.origin === origins.host && url.pathname === '/');
    }
  });
});
