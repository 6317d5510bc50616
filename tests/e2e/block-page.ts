// Host-page parts for the marketing-block specs: a placeholder with its JSON written in the test,
// and the checks several blocks share.
import type { Locator, Page } from '@playwright/test';
import { placeholderHtml } from '../../shared/placeholder-markup.ts';
import { expect } from './fixtures.ts';

/** A block's placeholder with its content as the CMS would write it (shared/placeholder-markup.ts); no content, no JSON child. */
export function block(name: string, content?: unknown, attributes: Record<string, string> = {}): string {
  return placeholderHtml(name, Object.entries(attributes), content === undefined ? undefined : JSON.stringify(content));
}

/** Waits until every placeholder on the page is ready. */
export async function expectAllReady(page: Page): Promise<void> {
  await expect(page.locator('[data-katkin-widget]:not([data-katkin-state="ready"])')).toHaveCount(0);
}

/** Waits until every placeholder in `scope` (the page by default) is ready or in error: the all-demos page, whose invalid demos end in error. */
export async function expectAllSettled(page: Page, scope = ''): Promise<void> {
  const unsettled = page.locator(`${scope} [data-katkin-widget]:not([data-katkin-state="ready"]):not([data-katkin-state="error"])`.trim());
  await expect(unsettled).toHaveCount(0, { timeout: 30_000 });
}

/** The element's bottom and top edges in the viewport, whole pixels (sticky and fixed boxes land on them). */
export async function edges(locator: Locator): Promise<{ top: number; bottom: number; height: number }> {
  const box = (await locator.boundingBox())!;
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height), height: Math.round(box.height) };
}

/** An open modal leaves the host page inert: a host control cannot even take focus. */
export async function expectBackgroundInert(hostControl: Locator): Promise<void> {
  const tookFocus = await hostControl.evaluate((element: HTMLElement) => {
    element.focus();
    return document.activeElement === element;
  });
  expect(tookFocus).toBe(false);
}
