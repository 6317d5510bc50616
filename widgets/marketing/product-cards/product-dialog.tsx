// The product's detail popup: a modal dialog named by its title with the gallery (the shared
// carousel, turned by the visitor with buttons or arrow keys), description, details (rich text
// through the one sanitiser) and the FAQs. The shared Dialog gives Close, Escape, the inert
// background and focus back to the CTA that opened it.
import type { ImageContent } from '../../../shared/content-fields.ts';
import { Carousel } from '../../../shared/ui/carousel.tsx';
import { ContentImage } from '../../../shared/ui/content-image.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import type { ProductCard } from './product-cards-options.ts';

function Gallery({ title, images }: { title: string; images: ImageContent[] }) {
  const slide = (image: ImageContent) => <ContentImage image={image} className="product-dialog-image" />;
  if (images.length === 1) return slide(images[0]!);
  return <Carousel label={`Pictures of ${title}`} slides={images} renderSlide={slide} turnsByItself={false} />;
}

interface ProductDialogProps {
  card: ProductCard;
  opener: HTMLElement;
  onClose(): void;
}

export function ProductDialog({ card, opener, onClose }: ProductDialogProps) {
  // Without a gallery, the card's own image.
  const images = card.gallery?.length ? card.gallery : [card.image];
  return (
    <Dialog title={card.title} opener={opener} onClose={onClose} className="product-dialog">
      <Gallery title={card.title} images={images} />
      {card.description && <p>{card.description}</p>}
      {card.details && <RichText html={card.details} className="product-dialog-details" />}
      {card.faqs && card.faqs.length > 0 && (
        <section className="product-dialog-faqs">
          <h3>FAQs</h3>
          {card.faqs.map((faq, index) => (
            <div key={index}>
              <h4>{faq.question}</h4>
              <RichText html={faq.answer} />
            </div>
          ))}
        </section>
      )}
    </Dialog>
  );
}
