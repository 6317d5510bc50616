// The parts every litter card shows: images, tag, title, price (struck through when on sale), icons.
import { headingTag } from '../../shared/heading-level.ts';
import { formatPounds } from '../../shared/format/money.ts';
import { ContentImage } from '../../shared/ui/content-image.tsx';
import type { LitterContent } from './litter-trial-options.ts';

const priceText = (price: number | string) => (typeof price === 'number' ? formatPounds(price) : price);

function CardImages({ images }: { images: LitterContent['card_images'] }) {
  if (!images?.length) return null;
  return (
    <div className="litter-images">
      {images.map((image) => (
        <ContentImage key={image.image} image={{ src: image.image, alt: image.alt }} />
      ))}
    </div>
  );
}

function CardTag({ tag }: { tag: string | undefined }) {
  return tag ? <p className="litter-tag katkin-tag">{tag}</p> : null;
}

function CardPrice({ content }: { content: LitterContent }) {
  const { card_price_prefix: prefix, card_price: price, card_sale_price: sale } = content;
  if (price === undefined && sale === undefined) return null;
  return (
    <p className="litter-price">
      {prefix && <span className="litter-price-prefix">{prefix} </span>}
      {sale !== undefined && price !== undefined ? (
        <>
          <s className="litter-price-was">
            <span className="visually-hidden">Was </span>
            {priceText(price)}
          </s>{' '}
          <strong className="litter-price-now">
            <span className="visually-hidden">now </span>
            {priceText(sale)}
          </strong>
        </>
      ) : (
        <strong className="litter-price-now">{priceText((sale ?? price)!)}</strong>
      )}
    </p>
  );
}

export function IconRow({ icons }: { icons: LitterContent['icons'] }) {
  if (!icons?.length) return null;
  return (
    <ul className="litter-icons">
      {icons.map((icon) => (
        <li key={icon.title}>
          <ContentImage image={{ src: icon.image, alt: '' }} />
          <span>{icon.title}</span>
        </li>
      ))}
    </ul>
  );
}

/** The top of every variant's card: images, tag, card title (when the block has its own title too) and price. */
export function CardTop({ content, headingLevel }: { content: LitterContent; headingLevel: number }) {
  const CardTitle = headingTag(headingLevel, 1);
  return (
    <>
      <CardImages images={content.card_images} />
      <CardTag tag={content.card_tag} />
      {content.card_title && content.title && (
        <CardTitle className="litter-card-title" part="title">
          {content.card_title}
        </CardTitle>
      )}
      <CardPrice content={content} />
    </>
  );
}
