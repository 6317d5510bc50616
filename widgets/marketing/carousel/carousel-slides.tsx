// One slide of each kind (contract 5.1). Images are lazy (ContentImage) and their room is kept by
// an aspect-ratio box in carousel.css, so nothing moves when they load.
import { ContentImage } from '../../../shared/ui/content-image.tsx';
import { ContentLink } from '../../../shared/ui/content-link.tsx';
import type { Slide } from './carousel-options.ts';

export function SocialSlide({ image, caption, link }: Slide<'social'>) {
  const content = (
    <>
      <ContentImage image={image} className="carousel-social-image" />
      {caption && <span className="carousel-caption">{caption}</span>}
    </>
  );
  return link ? <ContentLink href={link} className="carousel-social-link">{content}</ContentLink> : <div className="carousel-social-link">{content}</div>;
}

export function TeamSlide({ name, role, image }: Slide<'team'>) {
  return (
    <div className="carousel-team">
      {image && <ContentImage image={image} className="carousel-team-image" />}
      <p className="carousel-team-name">{name}</p>
      {role && <p>{role}</p>}
    </div>
  );
}

export function MessageSlide({ text }: Slide<'message'>) {
  return <p className="carousel-message">{text}</p>;
}

export function TestimonialSlide({ quote, author }: Slide<'testimonial'>) {
  return (
    <figure className="carousel-testimonial">
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>{author}</figcaption>
    </figure>
  );
}
