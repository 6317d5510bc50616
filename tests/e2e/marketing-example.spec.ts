// examples/marketing.html as a visitor sees it (in both builds): every marketing block ready, from
// 'See feeding guidelines' to a portion, and from the comparison form to an outcome and the sign-up link.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectFeedingCalculates } from './fault-widgets.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './page-checks.ts';

const examplePath = path.resolve(import.meta.dirname, '../../examples/marketing.html');

test.describe('examples/marketing.html', () => {
  test('carries the marketing blocks, both widgets and the batch lookup, each widget usable end to end', async ({ page, origins, flavour }) => {
    // The example as served by the host site, with this project's build chosen on the loader.
    const html = readFileSync(examplePath, 'utf8')
      .replaceAll('{{DIST}}', origins.dist)
      .replaceAll('{{API}}', origins.api)
      .replaceAll('{{HOST}}', origins.host)
      .replace('<script async src=', `<script data-build="${flavour}" async src=`);
    origins.pages.set(`/examples/marketing-${flavour}.html`, { html });
    await page.goto(`${origins.host}/examples/marketing-${flavour}.html`);
    // The blocks below the fold are lazy: they mount as the visitor scrolls down to them.
    const lazy = page.locator('[data-loading="lazy"]');
    await expect(lazy).toHaveCount(5);
    for (const placeholder of await lazy.all()) await placeholder.scrollIntoViewIfNeeded();
    for (const name of ['feeding-guidelines', 'price-comparison', 'batch-lookup']) {
      await expect(page.locator(`[data-katkin-widget="${name}"]`)).toHaveAttribute('data-katkin-state', 'ready');
    }
    // The marketing blocks around them, one placeholder each.
    const blocks = ['trust-rating', 'product-cards', 'sticky-cta', 'comparison-modal', 'review-list', 'cta-bar'];
    await expect(page.locator('[data-katkin-state="ready"]')).toHaveCount(3 + blocks.length);
    for (const name of blocks) await expect(page.locator(`[data-katkin-widget="${name}"]`)).toHaveAttribute('data-katkin-state', 'ready');
    await expectNoAxeViolations(page);

    await expectFeedingCalculates(page);

    const comparison = page.getByRole('form', { name: 'Price comparison' });
    await comparison.getByLabel('Breed').selectOption('Bengal');
    await comparison.getByRole('radio', { name: 'No' }).check();
    await comparison.getByRole('radio', { name: 'Explorer' }).check();
    await comparison.getByRole('radio', { name: 'Just right' }).check();
    await comparison.getByLabel('Current food type').selectOption('wet');
    await comparison.getByLabel('Current brand').selectOption('untamed');
    await comparison.getByRole('button', { name: 'Compare' }).click();
    await expect(comparison.getByText('KatKin is £0.69 a day cheaper than Untamed.')).toBeVisible();
    await expectNoAxeViolations(page);
    await comparison.getByRole('button', { name: 'Try now with 20% off' }).click();
    await page.waitForURL(`${origins.host}/forms/fresh-new-user?breed=Bengal&isKitten=NO&activity=explorer&**`);
  });
});
