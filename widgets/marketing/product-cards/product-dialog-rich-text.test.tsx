// @vitest-environment jsdom
// The popup's rich fields (details, FAQ answers) through the sanitiser, in jsdom as its own tests
// (shared/ui/rich-text.test.tsx). jsdom has no modal dialogs: showModal and close here only set `open`, as the
// rest of the popup (focus, Escape, inert background) is tested in product-cards.test.tsx and e2e.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { ProductCards } from './product-cards.tsx';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

it('shows the details and FAQ answers sanitised, with their links on the site base', () => {
  const card = {
    title: 'Mooo',
    image: { src: '/images/mooo.jpg', alt: '' },
    details: '<p onclick="alert(1)">Beef <strong>96%</strong> <a href="/recipes/mooo">recipe</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    faqs: [{ question: 'Is it complete?', answer: '<p>Yes, <em>complete</em>. <a href="sms:+4420">Text us</a></p>' }],
    ctaAction: 'modal' as const,
    ctas: [{ id: 'details', name: 'See details' }],
  };
  renderWidget(<ProductCards attributes={{}} json={[card]} />, testContext('product-cards', { siteBase: 'https://www.site.test' }));
  fireEvent.click(screen.getByRole('button', { name: 'See details' }));
  const dialog = screen.getByRole('dialog', { name: 'Mooo' });
  expect(dialog.querySelector('.product-dialog-details')?.innerHTML).toBe('<p>Beef <strong>96%</strong> <a href="https://www.site.test/recipes/mooo">recipe</a></p>');
  expect(dialog.querySelector('.product-dialog-faqs div > div')?.innerHTML).toBe('<p>Yes, <em>complete</em>. Text us</p>');
});
