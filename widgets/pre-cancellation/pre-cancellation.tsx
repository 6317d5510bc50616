// The pre-cancellation help page: a heading per variant, help text naming the cat, a
// testimonial carousel, a week's delay (query kept), the switching article and support contacts.
import { useState } from 'react';
import { queryValue } from '../../shared/page-query.ts';
import { Carousel } from '../../shared/ui/carousel.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { SiteLink } from '../../shared/ui/site-link.tsx';
import {
  ARTICLE_ROUTE,
  delayRoute,
  telHref,
  TESTIMONIALS,
  variantContent,
  type Testimonial,
  type Variant,
} from './pre-cancellation-content.ts';

export interface PreCancellationAttributes extends Record<string, unknown> {
  'data-variant': Variant;
  'data-support-phone': string;
  'data-support-email': string;
}

function Quote({ quote, author }: Testimonial) {
  return (
    <figure className="testimonial">
      <blockquote>“{quote}”</blockquote>
      <figcaption>{author}</figcaption>
    </figure>
  );
}

export function PreCancellation({ attributes, context }: WidgetProps<PreCancellationAttributes, undefined>) {
  const [search] = useState(() => location.search);
  const { heading, intro } = variantContent(attributes['data-variant'] ?? 'default', queryValue('catName', search));
  // Required options: the loader has rejected the placeholder before render when either is missing.
  const phone = attributes['data-support-phone'] ?? '';
  const email = attributes['data-support-email'] ?? '';
  return (
    <div className="pre-cancellation">
      <h2 className="pre-heading">{heading}</h2>
      <p>{intro}</p>
      <div className="pre-actions">
        <SiteLink context={context} route={delayRoute(search)} className="katkin-button pre-delay">
          Delay my box by a week
        </SiteLink>
        <SiteLink context={context} route={ARTICLE_ROUTE}>
          How to change your cat's food
        </SiteLink>
      </div>
      <Carousel label="What our customers say" slides={TESTIMONIALS} renderSlide={Quote} />
      <h3 className="pre-support-heading">Talk to us</h3>
      <ul className="pre-support">
        <li>
          Call us on <a href={telHref(phone)}>{phone}</a>
        </li>
        <li>
          Email us at <a href={`mailto:${email}`}>{email}</a>
        </li>
      </ul>
    </div>
  );
}
