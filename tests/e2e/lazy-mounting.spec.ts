// data-loading="lazy" (README, contract in brief): a placeholder mounts once it is within one
// viewport height of the screen, and the page downloads nothing for it before then. Each page
// holds only the batch lookup, so any file from dist/ but loader.js is the widget's.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { requestedPaths, settled } from './page-checks.ts';

const batch = (id: string, loading?: string) =>
  `<div id="${id}" data-katkin-widget="batch-lookup" ${loading === undefined ? '' : `data-loading="${loading}"`} style="min-height: 13rem"></div>`;
/** Host content of `height` viewport heights above a placeholder. */
const spacer = (height: number) => `<div style="height: ${height * 100}vh">Host content</div>`;

/**
 * Waits until the loader has run and its observers have judged every placeholder: an observer made
 * after the loader's gets its reports in the same rendering step, after the loader's, so when ours
 * has reported, a placeholder the loader found near the screen has started loading.
 */
async function loaderSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !Array.isArray((window as unknown as { katkin: unknown }).katkin));
  await page.evaluate(() => {
    const placeholders = [...document.querySelectorAll('[data-katkin-widget]')];
    return new Promise<void>((done) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        done();
      });
      placeholders.forEach((placeholder) => observer.observe(placeholder));
    });
  });
  await settled(page);
}

test.describe('lazy mounting', () => {
  test('a lazy widget far below the fold loads nothing until the visitor scrolls near it, then mounts and is ready', { tag: '@framework' }, async ({ page, hostPage, origins }) => {
    const requested = requestedPaths(page, origins.dist);
    await hostPage({
      body: spacer(4) + batch('lazy', 'lazy'),
      before: `window.katkin = window.katkin || []; window.readyWidgets = [];
        katkin.push(['on', 'katkin:ready', (event) => readyWidgets.push(event.detail.widget)]);`,
    });
    await loaderSettled(page);
    const lazy = page.locator('#lazy');
    await expect(lazy).toHaveAttribute('data-katkin-state', 'loading');
    expect(requested).toEqual(['/loader.js']);

    await page.mouse.wheel(0, 1500);
    await expect(lazy).toHaveAttribute('data-katkin-state', 'ready');
    expect(await page.evaluate('window.readyWidgets')).toEqual(['batch-lookup']);
    // Its remote is one file (scripts/one-file-remote.ts): the widget's code is in the entry.
    expect(requested.some((path) => path.includes('/partner/remoteEntry.'))).toBe(true);
    await lazy.scrollIntoViewIfNeeded();
    await expect(lazy.getByRole('textbox', { name: 'Batch number' })).toBeVisible();
  });

  test('a lazy widget within one viewport below the fold mounts without scrolling', async ({ page, hostPage }) => {
    await hostPage({ body: spacer(1.5) + batch('near', 'lazy') + spacer(2) + batch('far', 'lazy') });
    await expect(page.locator('#near')).toHaveAttribute('data-katkin-state', 'ready');
    await loaderSettled(page);
    await expect(page.locator('#far')).toHaveAttribute('data-katkin-state', 'loading');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('eager, or no data-loading, mounts at once wherever the placeholder is', async ({ page, hostPage }) => {
    await hostPage({ body: spacer(4) + batch('eager', 'eager') + spacer(4) + batch('default') });
    await expect(page.locator('#eager')).toHaveAttribute('data-katkin-state', 'ready');
    await expect(page.locator('#default')).toHaveAttribute('data-katkin-state', 'ready');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('an invalid value is a console message naming the widget, and the widget mounts eagerly', async ({ page, hostPage }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await hostPage({ body: spacer(4) + batch('soon', 'soon') + spacer(4) + batch('lazy', 'lazy') });
    await expect(page.locator('#soon')).toHaveAttribute('data-katkin-state', 'ready');
    expect(messages).toContain('katkin: batch-lookup: data-loading must be "lazy" or "eager" (got "soon"); mounting eagerly');
    // data-loading belongs to the loader: the widget never calls it an unknown attribute.
    await page.mouse.wheel(0, 10_000);
    await expect(page.locator('#lazy')).toHaveAttribute('data-katkin-state', 'ready');
    expect(messages.filter((text) => text.startsWith('katkin: '))).toEqual([
      'katkin: batch-lookup: data-loading must be "lazy" or "eager" (got "soon"); mounting eagerly',
    ]);
  });

  test('a lazy placeholder removed before it mounted loads nothing, even when the page scrolls where it was', async ({ page, hostPage, origins }) => {
    const requested = requestedPaths(page, origins.dist);
    await hostPage({ body: spacer(4) + batch('lazy', 'lazy') + spacer(2) });
    await loaderSettled(page);
    const removed = await page.locator('#lazy').evaluateHandle((element) => {
      element.remove();
      return element;
    });
    await settled(page);
    expect(await removed.evaluate((element) => element.getAttribute('data-katkin-state'))).toBeNull();
    await page.mouse.wheel(0, 10_000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await settled(page);
    expect(requested).toEqual(['/loader.js']);
  });
});
