// The overall rating: its word ('Excellent'), the stars (one image named 'Rated 4.5 out of 5')
// and 'Based on 1,234 reviews', which `link` wraps.
import { ratingWord, reviewCountText } from '../../../shared/rating.ts';
import { ContentLink } from '../../../shared/ui/content-link.tsx';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RatingStars } from '../../../shared/ui/rating-stars.tsx';
import type { trustRatingOptions } from './trust-rating-options.ts';

export function TrustRating({ json: { score, count, link } }: WidgetProps<typeof trustRatingOptions>) {
  const countText = reviewCountText(count);
  return (
    <div className="trust-rating">
      <p className="trust-rating-word">{ratingWord(score)}</p>
      <RatingStars score={score} />
      <p className="trust-rating-count">{link ? <ContentLink href={link}>{countText}</ContentLink> : countText}</p>
    </div>
  );
}
