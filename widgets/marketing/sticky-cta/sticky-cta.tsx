// The sticky call to action: text, optionally the stars and rating word, and the CTA (a site
// link, or a disabled button while disabled or loading). The bar sticks through its own
// stylesheet (:host is sticky, so the placeholder's container bounds it).
import { ratingWord } from '../../../shared/rating.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RatingStars } from '../../../shared/ui/rating-stars.tsx';
import { SiteLink } from '../../../shared/ui/site-link.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { ctaState } from './cta-state.ts';
import type { stickyCtaOptions } from './sticky-cta-options.ts';

export function StickyCta({ json }: WidgetProps<typeof stickyCtaOptions>) {
  const { text, cta, show_trustpilot_rating: showRating, rating } = json;
  const state = ctaState(json);
  if (state === 'hidden') return null;
  return (
    <div className="katkin-bottom-bar">
      <p className="katkin-bottom-bar-text">{text}</p>
      {showRating && rating && (
        <p className="katkin-bottom-bar-rating">
          <RatingStars score={rating.score} />
          <span>{ratingWord(rating.score)}</span>
        </p>
      )}
      {state === 'ready' ? (
        <SiteLink route={cta.to} className="katkin-button" part="button button-primary">
          {cta.name}
        </SiteLink>
      ) : (
        <button type="button" className="katkin-button" part="button button-primary" disabled aria-busy={state === 'loading' || undefined}>
          {state === 'loading' && <Spinner label="Loading" />}
          {cta.name}
        </button>
      )}
    </div>
  );
}
