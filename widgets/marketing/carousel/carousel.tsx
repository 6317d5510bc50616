// The marketing carousel (contract 5.1): one component for the four kinds, built on the shared
// Carousel (one rotation logic: shared/ui/carousel-rotation.ts). Previous and Next stop at the
// ends; social shows 3, 6 or 10 slides side by side by the widget's own width, the others one.
import { useRef, type ReactNode } from 'react';
import { Carousel } from '../../../shared/ui/carousel.tsx';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import type { carouselOptions, CarouselKind, Slide } from './carousel-options.ts';
import { MessageSlide, SocialSlide, TeamSlide, TestimonialSlide } from './carousel-slides.tsx';
import { slidesPerView } from './slides-per-view.ts';
import { useOwnWidth } from './use-own-width.ts';

/** The carousel's accessible name per kind (our choice: the contract names none). */
const LABELS: Record<CarouselKind, string> = {
  social: 'From our community',
  team: 'Meet the team',
  message: 'Messages',
  testimonial: 'What our customers say',
};

const RENDERERS: { [K in CarouselKind]: (slide: Slide<K>) => ReactNode } = {
  social: SocialSlide,
  team: TeamSlide,
  message: MessageSlide,
  testimonial: TestimonialSlide,
};

export function CarouselBlock({ attributes, json }: WidgetProps<typeof carouselOptions>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useOwnWidth(box);
  const kind = attributes['data-kind'] ?? 'message'; // required: the options never let it be missing
  const perView = kind === 'social' ? slidesPerView(width) : 1;
  return (
    <div ref={box} className={`carousel-block carousel-${kind}`}>
      <Carousel
        label={LABELS[kind]}
        slides={json.slides}
        renderSlide={RENDERERS[kind] as (slide: Slide<CarouselKind>) => ReactNode}
        perView={perView}
        stopsAtEnds
        className={`carousel-per-view-${perView}`}
      />
    </div>
  );
}
