// A host built of web components keeps its markup, placeholders too, in its own shadow roots,
// where the loader's discovery (the document's light DOM) does not look. The host mounts each
// placeholder with katkin.mount(element) (README "Embedding"); the widget works as anywhere, its
// events reach the document, and removing the host's element from the page unmounts it.
import { block } from './block-page.ts';
import { test, expect } from './fixtures.ts';
import { settled } from './page-checks.ts';

// The queue before the loader, as every host page starts it; the element pushes its mounts to it.
const HOST_CARD = `window.katkin = window.katkin || [];
customElements.define('host-card', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<h2>Check your batch</h2><div data-katkin-widget="batch-lookup"></div>' + ${JSON.stringify(block('condensed-list', { title: 'What goes in', items: ['Chicken', 'Liver', 'Heart'], visible: 1 }))};
    root.querySelectorAll('[data-katkin-widget]').forEach((placeholder) => katkin.push(['mount', placeholder]));
  }
});
window.readyWidgets = [];
document.addEventListener('katkin:ready', (event) => readyWidgets.push(event.detail.widget));`;

test("placeholders in a web-component host's own shadow root: katkin.mount works there, events reach the document, removing the host's element unmounts them", { tag: '@framework' }, async ({ hostPage, page, events }) => {
  await hostPage({ body: '<host-card></host-card>', before: HOST_CARD });
  const card = page.locator('host-card');
  const lookup = card.locator('[data-katkin-widget="batch-lookup"]');
  await expect(lookup).toHaveAttribute('data-katkin-state', 'ready');
  await expect(card.locator('[data-katkin-widget="condensed-list"]')).toHaveAttribute('data-katkin-state', 'ready');
  expect((await page.evaluate(() => (window as unknown as { readyWidgets: string[] }).readyWidgets)).sort()).toEqual(['batch-lookup', 'condensed-list']);
  await lookup.getByRole('textbox', { name: 'Batch number' }).fill('12345');
  await lookup.getByRole('textbox', { name: 'Batch number' }).press('Enter');
  await expect(lookup.getByRole('status')).toContainText('Batch NoBN12345');
  await card.getByRole('button', { name: 'Show all 3' }).click();
  await expect(card.getByText('Liver')).toBeVisible();

  const placeholders = await card.evaluateHandle((element) => [...element.shadowRoot!.querySelectorAll('[data-katkin-widget]')]);
  await card.evaluate((element) => element.remove());
  await settled(page);
  expect(await placeholders.evaluate((all) => all.map((placeholder) => [placeholder.getAttribute('data-katkin-state'), placeholder.shadowRoot!.childElementCount]))).toEqual([
    [null, 0],
    [null, 0],
  ]);
  expect(events.pageErrors).toEqual([]);
});
