// One product card: image (and hoverMedia over it on hover and focus), the pink tag, the title
// linking to /{link}, tagline, description and the CTAs. The title's link stretches over the
// image (product-cards.css), so the image links there too without a second, unnamed link.
import type { MouseEvent } from 'react';
import { headingTag } from '../../../shared/heading-level.ts';
import { ContentImage } from '../../../shared/ui/content-image.tsx';
import { SiteLink } from '../../../shared/ui/site-link.tsx';
import type { ProductCard as Card, ProductCta } from './product-cards-options.ts';
import { ctaClassName, ctaPart, ctaTarget } from './product-ctas.ts';

interface CardProps {
  card: Card;
  /** The level of the card's title (data-heading-level, else 3). */
  headingLevel: number;
  /** Opens the card's detail popup; the CTA pressed gets focus back when it closes. */
  onOpen(cta: HTMLElement): void;
}

function Cta({ card, cta, onOpen }: Omit<CardProps, 'headingLevel'> & { cta: ProductCta }) {
  const target = ctaTarget(card, cta);
  const className = ctaClassName(cta);
  const part = ctaPart(cta);
  if ('route' in target) {
    return (
      <SiteLink route={target.route} className={className} part={part} data-testid={cta.testId}>
        {cta.name}
      </SiteLink>
    );
  }
  return (
    <button
      type="button"
      className={className}
      part={part}
      data-testid={cta.testId}
      aria-haspopup="dialog"
      onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(event.currentTarget)}
    >
      {cta.name}
    </button>
  );
}

export function ProductCard({ card, headingLevel, onOpen }: CardProps) {
  const Heading = headingTag(headingLevel);
  return (
    <article className="product-card" part="card">
      <div className="product-card-media">
        <ContentImage image={card.image} />
        {card.hoverMedia && <ContentImage image={card.hoverMedia} className="product-card-hover" />}
      </div>
      <div className="product-card-body">
        {card.tag && <p className="katkin-tag">{card.tag}</p>}
        <Heading className="product-card-title" part="title">
          {card.link ? (
            <SiteLink route={card.link} className="product-card-link">
              {card.title}
            </SiteLink>
          ) : (
            card.title
          )}
        </Heading>
        {card.tagline && <p className="product-card-tagline">{card.tagline}</p>}
        {card.description && <p>{card.description}</p>}
        {card.ctas && card.ctas.length > 0 && (
          <div className="product-card-ctas">
            {card.ctas.map((cta) => (
              <Cta key={cta.id} card={card} cta={cta} onOpen={onOpen} />
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
