// The list of product cards, and the detail popup of the one whose CTA was pressed.
import { useState } from 'react';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { ProductCard } from './product-card.tsx';
import type { productCardsOptions } from './product-cards-options.ts';
import { ProductDialog } from './product-dialog.tsx';

export function ProductCards({ attributes, json: cards }: WidgetProps<typeof productCardsOptions>) {
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement }>();
  if (cards.length === 0) return null;
  const openCard = open && cards[open.index];
  return (
    <>
      <ul className="product-cards">
        {cards.map((card, index) => (
          <li key={index}>
            <ProductCard card={card} headingLevel={attributes['data-heading-level'] ?? 3} onOpen={(opener) => setOpen({ index, opener })} />
          </li>
        ))}
      </ul>
      {open && openCard && <ProductDialog card={openCard} opener={open.opener} onClose={() => setOpen(undefined)} />}
    </>
  );
}
