import { describe, expect, it } from 'vitest';
import type { ProductCard } from './product-cards-options.ts';
import { ctaClassName, ctaPart, ctaTarget } from './product-ctas.ts';

const card: ProductCard = { title: 'Cluck', image: { src: '/cluck.jpg', alt: '' }, link: '/recipes/cluck' };

describe('product card CTAs (contract 5.1)', () => {
  it('go to their own "to" first, else to the card\'s /{link}', () => {
    expect(ctaTarget(card, { id: 'a', name: 'Try', to: '/plans' })).toEqual({ route: '/plans' });
    expect(ctaTarget(card, { id: 'b', name: 'More' })).toEqual({ route: '/recipes/cluck' });
    expect(ctaTarget({ ...card, ctaAction: 'link' }, { id: 'b', name: 'More' })).toEqual({ route: '/recipes/cluck' });
  });

  it('open the detail popup with ctaAction "modal", even with a "to"', () => {
    expect(ctaTarget({ ...card, ctaAction: 'modal' }, { id: 'a', name: 'Details', to: '/plans' })).toEqual({ opens: 'dialog' });
  });

  it('look primary and green by default, else as the palette and design say', () => {
    expect(ctaClassName({ id: 'a', name: 'Try' })).toBe('product-cta product-cta-primary product-cta-green');
    expect(ctaClassName({ id: 'a', name: 'Try', color: 'pink', design: 'secondary' })).toBe('product-cta product-cta-secondary product-cta-pink');
  });

  it('are the button-primary part by default and button-secondary for the secondary design (README "Theming")', () => {
    expect(ctaPart({ id: 'a', name: 'Try' })).toBe('button button-primary');
    expect(ctaPart({ id: 'a', name: 'Try', color: 'pink', design: 'secondary' })).toBe('button button-secondary');
  });
});
