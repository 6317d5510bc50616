// The sticky call to action: text, optionally the stars and rating word, and the CTA (a site
// link, or a disabled button while disabled or loading). The bar sticks through its own
// stylesheet (:host is sticky, so the placeholder's container bounds it). Keyboard focus on the
// page stops above it (shared/ui/bottom-space.ts).
import { useRef } from 'react';
import { ratingWord } from '../../../shared/rating.ts';
import { useBottomSpace } from '../../../shared/ui/bottom-space.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RatingStars } from '../../../shared/ui/rating-stars.tsx';
import { SiteLink } from '../../../shared/ui/site-link.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { ctaState, type CtaState } from './cta-state.ts';
import type { stickyCtaOptions } from './sticky-cta-options.ts';

export function StickyCta({ json }: WidgetProps<typeof stickyCtaOptions>) {
  const state = ctaState(json);
  if (state === 'hidden') return null;
  return <StickyBar json={json} state={state} />;
}

type Content = WidgetProps<typeof stickyCtaOptions>['json'];

function StickyBar({ json: { text, cta, show_trustpilot_rating: showRating, rating }, state }: { json: Content; state: Exclude<CtaState, 'hidden'> }) {
  const bar = useRef<HTMLDivElement>(null);
  useBottomSpace(bar);
  return (
    <div ref={bar} className="katkin-bottom-bar">
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
