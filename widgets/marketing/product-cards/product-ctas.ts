// What a product card's CTA does and how it looks. Pure, so the contract's rules are tested as data.
import type { ProductCard, ProductCta } from './product-cards-options.ts';

/** ctaAction "modal": open the detail popup; "link" (default): go to the CTA's `to`, else to /{link}. */
export function ctaTarget(card: ProductCard, cta: ProductCta): { opens: 'dialog' } | { route: string } {
  if (card.ctaAction === 'modal') return { opens: 'dialog' };
  // The options check refuses a link CTA with neither, so one of them is there.
  return { route: (cta.to ?? card.link)! };
}

/** Classes from the palette and design (product-cards.css): green primary unless the CMS says otherwise. */
export function ctaClassName(cta: ProductCta): string {
  return `product-cta product-cta-${cta.design ?? 'primary'} product-cta-${cta.color ?? 'green'}`;
}

/** Its part names for a host's ::part() (README "Theming"): a button, primary unless the CMS says secondary. */
export function ctaPart(cta: ProductCta): string {
  return `button button-${cta.design ?? 'primary'}`;
}
