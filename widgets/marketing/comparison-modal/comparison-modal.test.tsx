// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../../shared/testing/widget-test-context.tsx';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import type { comparisonModalOptions } from './comparison-modal-options.ts';
import { ComparisonModal } from './comparison-modal.tsx';

type Comparison = WidgetProps<typeof comparisonModalOptions>['json'];

const comparison: Comparison = {
  headers: {
    product: { title: 'KatKin', image: { src: '/images/katkin-logo.svg', alt: '' }, withLogo: true },
    competitor: { title: 'Supermarket pouches', image: { src: 'https://cdn.example/pouch.png', alt: 'A pouch' } },
  },
  rows: [
    { product: { icon: 'TICK', body: 'Human-quality meat' }, competitor: { icon: 'CROSS', body: 'Meat by-products' } },
    { product: { icon: 'TICK', body: 'Cooked gently' }, competitor: { icon: 'TICK', body: 'Cooked' } },
  ],
};

function open(json: Comparison = comparison) {
  renderWidget(<ComparisonModal attributes={{}} json={json} />, testContext('comparison-modal'));
  const button = screen.getByRole('button', { name: json.button_text ?? 'How we compare' });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('ComparisonModal', () => {
  afterEach(cleanup);

  it("shows the button 'How we compare' and no dialog until it is pressed", () => {
    renderWidget(<ComparisonModal attributes={{}} json={comparison} />, testContext('comparison-modal'));
    expect(screen.getByRole('button', { name: 'How we compare' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a modal dialog named by the button, with a real table: column headers, Yes and No', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'How we compare' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['KatKin', 'Supermarket pouches']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Human-quality meat', 'Meat by-products']);
    expect(within(first!).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['Yes', 'No']);
    expect(within(second!).getAllByRole('img', { name: 'Yes' })).toHaveLength(2);
  });

  it('shows a logo in place of its title (still read) and an image beside the title otherwise', () => {
    open();
    const [product, competitor] = screen.getAllByRole('columnheader');
    expect(product!.querySelector('img')!.getAttribute('src')).toBe(`${TEST_SITE}/images/katkin-logo.svg`);
    expect(within(product!).getByText('KatKin').className).toBe('visually-hidden');
    expect(within(competitor!).getByRole('img', { name: 'A pouch' }).getAttribute('src')).toBe('https://cdn.example/pouch.png');
    expect(within(competitor!).getByText('Supermarket pouches').className).toBe('comparison-title');
  });

  it('moves focus into the dialog, and Close gives it back to the button', () => {
    const button = open({ ...comparison, button_text: 'Compare us' });
    const close = within(screen.getByRole('dialog', { name: 'Compare us' })).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('gives focus back to the button even when clicking it did not focus it (Safari)', () => {
    renderWidget(<ComparisonModal attributes={{}} json={comparison} />, testContext('comparison-modal'));
    const button = screen.getByRole('button', { name: 'How we compare' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape, focus back on the button', () => {
    const button = open();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
