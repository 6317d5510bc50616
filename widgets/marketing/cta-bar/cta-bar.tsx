// The CTA bar fixed to the bottom of the viewport: text, the rating's stars and the CTA. Where
// the placeholder stands, a spacer of the bar's height keeps the end of the page clear of it.
import { useRef } from 'react';
import { useBottomSpace } from '../../../shared/ui/bottom-space.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RatingStars } from '../../../shared/ui/rating-stars.tsx';
import { SiteLink } from '../../../shared/ui/site-link.tsx';
import type { ctaBarOptions } from './cta-bar-options.ts';

export function CtaBar({ json: { text, cta, rating } }: WidgetProps<typeof ctaBarOptions>) {
  const bar = useRef<HTMLDivElement>(null);
  // Its height also on the root element: a sticky-cta on the page stands above the bar.
  const height = useBottomSpace(bar, '--katkin-cta-bar-height');
  return (
    <>
      <div className="cta-bar-space" style={{ height: `${height}px` }} />
      <div ref={bar} className="katkin-bottom-bar cta-bar">
        {text && <p className="katkin-bottom-bar-text">{text}</p>}
        <RatingStars score={rating.score} />
        <SiteLink route={cta.to} className="katkin-button" part="button button-primary">
          {cta.name}
        </SiteLink>
      </div>
    </>
  );
}
