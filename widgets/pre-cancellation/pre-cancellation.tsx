// The pre-cancellation help page: a heading per variant, help text naming the cat, a
// testimonial carousel, a week's delay (query kept), the switching article and support contacts.
import { headingTag } from '../../shared/heading-level.ts';
import { Carousel } from '../../shared/ui/carousel.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { SiteLink } from '../../shared/ui/site-link.tsx';
import { usePageQuery } from '../../shared/ui/use-page-query.ts';
import type { preCancellationOptions } from './pre-cancellation-options.ts';
import { ARTICLE_ROUTE, delayRoute, telHref, TESTIMONIALS, variantContent, type Testimonial } from './pre-cancellation-content.ts';

function Quote({ quote, author }: Testimonial) {
  return (
    <figure className="testimonial">
      <blockquote>“{quote}”</blockquote>
      <figcaption>{author}</figcaption>
    </figure>
  );
}

function SupportContacts({ phone, email, headingLevel }: { phone: string | undefined; email: string | undefined; headingLevel: number }) {
  const Heading = headingTag(headingLevel, 1);
  if (phone === undefined && email === undefined) return null;
  return (
    <>
      <Heading className="pre-support-heading" part="title">
        Talk to us
      </Heading>
      <ul className="pre-support">
        {phone !== undefined && (
          <li>
            Call us on <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
        {email !== undefined && (
          <li>
            Email us at <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
      </ul>
    </>
  );
}

export function PreCancellation({ attributes }: WidgetProps<typeof preCancellationOptions>) {
  const query = usePageQuery();
  const { heading, intro } = variantContent(attributes['data-variant'] ?? 'default', query.value('catName'));
  const level = attributes['data-heading-level'] ?? 2;
  const Heading = headingTag(level);
  return (
    <div className="pre-cancellation">
      <Heading className="pre-heading" part="title">
        {heading}
      </Heading>
      <p>{intro}</p>
      <div className="pre-actions">
        <SiteLink route={delayRoute(query.search)} className="katkin-button pre-delay" part="button button-primary">
          Delay my box by a week
        </SiteLink>
        <SiteLink route={ARTICLE_ROUTE}>How to change your cat's food</SiteLink>
      </div>
      <Carousel label="What our customers say" slides={TESTIMONIALS} renderSlide={Quote} />
      <SupportContacts phone={attributes['data-support-phone']} email={attributes['data-support-email']} headingLevel={level} />
    </div>
  );
}
