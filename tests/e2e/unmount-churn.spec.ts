// A single-page host mounts and unmounts widgets thousands of times: every demo of every widget and
// block (tests/e2e/demo-page.ts, tracking with consent, so it follows the address) is mounted and
// unmounted again and again (a tooltip shown and a dialog open), in the order they were mounted, in
// the reverse order and all at once, and the page must hold exactly what it held after the first
// round: no listener, timer, frame, observer or media-query listener more, history's methods the
// page's own, the document's styles and children as they were (tests/e2e/leftovers.ts records them).
import { demoPage } from './demo-page.ts';
import { expectAllSettled } from './block-page.ts';
import { test, expect } from './fixtures.ts';
import { leftovers, recordLeftovers } from './leftovers.ts';
import type { Page } from '@playwright/test';

type Unmounting = 'katkin.unmount in mount order' | 'katkin.unmount in reverse order' | 'removed all at once';

/** Mounts every demo in #stage, waits until each has settled, shows a tooltip and opens a dialog, then unmounts them as `how` says. */
async function mountAndUnmount(page: Page, how: Unmounting): Promise<{ historyWrapped: boolean }> {
  // Copied as nodes, not as HTML: the page requires Trusted Types and the host has no policy.
  await page.evaluate(() => document.getElementById('stage')!.append((document.getElementById('demos') as HTMLTemplateElement).content.cloneNode(true)));
  await expectAllSettled(page, '#stage');
  // Unmounted while in use: a tooltip shown (its window and document listeners) and a modal dialog open.
  await page.getByRole('button', { name: 'About daily portions' }).first().hover();
  await expect(page.getByRole('tooltip').first()).toBeVisible();
  await page.getByRole('button', { name: 'How we compare' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const historyWrapped = await page.evaluate(() => !(window as unknown as { __leftovers(): { historyAsFound: boolean } }).__leftovers().historyAsFound);
  await page.evaluate((how) => {
    const stage = document.getElementById('stage')!;
    const elements = [...stage.querySelectorAll('[data-katkin-widget]')];
    const katkin = (window as unknown as { katkin: { unmount(element: Element): void } }).katkin;
    if (how !== 'removed all at once') (how === 'katkin.unmount in reverse order' ? elements.reverse() : elements).forEach((element) => katkin.unmount(element));
    stage.replaceChildren();
  }, how);
  return { historyWrapped };
}

test('every widget mounted and unmounted again and again, in any order, leaves nothing behind', { tag: '@framework' }, async ({ hostPage, page, events }) => {
  test.slow();
  await recordLeftovers(page);
  await hostPage({
    ...demoPage,
    consent: { marketing: true, analytics: true },
    holdNavigation: true,
    body: `<div id="stage"></div><template id="demos">${demoPage.body}</template>`,
  });
  // The first round leaves what the loader keeps for the page's life (its observer, its parts).
  const first = await mountAndUnmount(page, 'removed all at once');
  // Proof that the recorder sees a wrapper: tracking followed the address while mounted.
  expect(first.historyWrapped).toBe(true);
  await expect.poll(() => leftovers(page).then(({ timeouts, frames }) => timeouts + frames), { timeout: 20_000 }).toBe(0);
  const afterFirst = await leftovers(page);
  expect(afterFirst).toMatchObject({ intervals: 0, mediaListeners: 0, historyAsFound: true, observers: ['MutationObserver'] });

  for (const how of ['katkin.unmount in mount order', 'katkin.unmount in reverse order', 'removed all at once', 'katkin.unmount in reverse order'] as const) {
    await mountAndUnmount(page, how);
    await expect.poll(() => leftovers(page), { message: how, timeout: 20_000 }).toEqual(afterFirst);
  }
  expect(events.pageErrors).toEqual([]);
});
