// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../../shared/testing/widget-test-context.tsx';
import type { ProductCard } from './product-cards-options.ts';

// The popup's rich fields are tested in product-dialog-rich-text.test.tsx, in jsdom, whose parser
// follows the HTML standard's rules as the sanitiser's own tests do (shared/ui/rich-text.test.tsx).
import { ProductCards } from './product-cards.tsx';

const cluck: ProductCard = {
  title: 'Cluck',
  tagline: 'Chicken recipe',
  description: 'Gently cooked British chicken.',
  image: { src: '/images/cluck.jpg', alt: 'A tray of Cluck' },
  hoverMedia: { src: '/images/cluck-bowl.jpg', alt: 'Cluck in a bowl' },
  tag: 'Best seller',
  link: '/recipes/cluck',
  ctas: [
    { id: 'try', name: 'Try Cluck', to: '/plans?recipe=cluck', testId: 'cluck-try', color: 'pink', design: 'secondary' },
    { id: 'more', name: 'About Cluck' },
  ],
};

const mooo: ProductCard = {
  title: 'Mooo',
  image: { src: 'https://cdn.example/mooo.jpg', alt: '' },
  gallery: [
    { src: '/images/mooo-1.jpg', alt: 'A tray of Mooo' },
    { src: '/images/mooo-2.jpg', alt: 'Mooo in a bowl' },
  ],
  details: '<p>Beef <strong>96%</strong></p><script>alert(1)</script>',
  faqs: [{ question: 'Is it complete?', answer: '<p>Yes, <em>complete</em> and balanced.</p>' }],
  description: 'Slow-cooked beef.',
  ctaAction: 'modal',
  ctas: [{ id: 'details', name: 'See details', testId: 'mooo-details' }],
};

function show(cards: ProductCard[]) {
  const context = testContext('product-cards');
  const view = renderWidget(<ProductCards attributes={{}} json={cards} />, context);
  return { context, view };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('ProductCards', () => {
  afterEach(cleanup);

  it('shows a card per item: image, pink tag, title, tagline, description and CTAs', () => {
    show([cluck, mooo]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const first = within(card('Cluck'));
    const image = first.getByRole('img', { name: 'A tray of Cluck' });
    expect(image.getAttribute('src')).toBe(`${TEST_SITE}/images/cluck.jpg`);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(first.getByText('Best seller').className).toBe('katkin-tag');
    expect(first.getByText('Chicken recipe')).toBeTruthy();
    expect(first.getByText('Gently cooked British chicken.')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Cluck in a bowl' }).className).toBe('product-card-hover');
  });

  it('links the title to /{link} through katkin:navigate', () => {
    const { context } = show([cluck]);
    const title = screen.getByRole('link', { name: 'Cluck' });
    expect(title.getAttribute('href')).toBe(`${TEST_SITE}/recipes/cluck`);
    fireEvent.click(title);
    expect(context.navigate).toHaveBeenCalledWith('/recipes/cluck');
  });

  it('sends a CTA to its own "to", else to /{link}, with its testId and look', () => {
    const { context } = show([cluck]);
    const tryIt = screen.getByRole('link', { name: 'Try Cluck' });
    expect(tryIt.getAttribute('href')).toBe(`${TEST_SITE}/plans?recipe=cluck`);
    expect(tryIt.getAttribute('data-testid')).toBe('cluck-try');
    expect(tryIt.className).toBe('product-cta product-cta-secondary product-cta-pink');
    const more = screen.getByRole('link', { name: 'About Cluck' });
    expect(more.getAttribute('href')).toBe(`${TEST_SITE}/recipes/cluck`);
    expect(more.hasAttribute('data-testid')).toBe(false);
    expect(more.className).toBe('product-cta product-cta-primary product-cta-green');
    fireEvent.click(tryIt);
    expect(context.navigate).toHaveBeenCalledWith('/plans?recipe=cluck');
  });

  it('shows a title without a link when the card has none', () => {
    show([mooo]);
    expect(screen.getByRole('heading', { name: 'Mooo' }).querySelector('a')).toBeNull();
  });

  it('opens the detail popup from a modal CTA: a modal dialog named by the title, focus on Close', () => {
    show([cluck, mooo]);
    const details = screen.getByRole('button', { name: 'See details' });
    expect(details.getAttribute('data-testid')).toBe('mooo-details');
    expect(details.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(details);
    const dialog = screen.getByRole('dialog', { name: 'Mooo' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('shows the gallery, description, details and the FAQs in the popup', () => {
    show([mooo]);
    fireEvent.click(screen.getByRole('button', { name: 'See details' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mooo' }));
    const gallery = dialog.getByRole('region', { name: 'Pictures of Mooo' });
    expect(within(gallery).getByRole('group', { name: '1 of 2' }).hidden).toBe(false);
    expect(dialog.getByText('Slow-cooked beef.')).toBeTruthy();
    expect(dialog.getByText('96%').tagName).toBe('STRONG');
    expect(dialog.getByRole('heading', { name: 'FAQs' })).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Is it complete?' })).toBeTruthy();
    expect(dialog.getByText('complete').tagName).toBe('EM');
  });

  it('turns the gallery with its buttons and the arrow keys', () => {
    show([mooo]);
    fireEvent.click(screen.getByRole('button', { name: 'See details' }));
    const gallery = screen.getByRole('region', { name: 'Pictures of Mooo' });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next slide' }));
    expect(within(gallery).getByRole('group', { name: '2 of 2' }).hidden).toBe(false);
    expect(within(gallery).getByRole('img', { name: 'Mooo in a bowl' }).getAttribute('src')).toBe(`${TEST_SITE}/images/mooo-2.jpg`);
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(within(gallery).getByRole('group', { name: '1 of 2' }).hidden).toBe(false);
    expect(within(gallery).queryByRole('button', { name: /slides$/ })).toBeNull();
  });

  it("shows the card's image when there is no gallery", () => {
    show([{ ...cluck, ctaAction: 'modal' }]);
    fireEvent.click(screen.getByRole('button', { name: 'About Cluck' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cluck' }));
    expect(dialog.queryByRole('region')).toBeNull();
    expect(dialog.getByRole('img', { name: 'A tray of Cluck' })).toBeTruthy();
    expect(dialog.queryByRole('heading', { name: 'FAQs' })).toBeNull();
  });

  it('closes with Close or Escape and gives focus back to the CTA that opened it', () => {
    show([mooo]);
    const details = screen.getByRole('button', { name: 'See details' });
    fireEvent.click(details);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(details);
    fireEvent.click(details);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(details);
  });

  it('shows nothing for an empty list', () => {
    const { view } = show([]);
    expect(view.container.innerHTML).toBe('');
  });

  it("data-heading-level sets the level of the cards' titles; without it, h3", () => {
    renderWidget(<ProductCards attributes={{ 'data-heading-level': 2 }} json={[cluck]} />, testContext('product-cards'));
    expect(screen.getByRole('heading', { name: 'Cluck' }).tagName).toBe('H2');
    cleanup();
    show([cluck]);
    expect(screen.getByRole('heading', { name: 'Cluck' }).tagName).toBe('H3');
  });
});
