// Five stars for a 0 to 5 score, rounded to the nearest half. The stars are drawn, not read:
// one image named 'Rated 4.5 out of 5' for assistive technology, each star hidden inside it.
// Styles: shared/ui/rating-stars.css, listed in the widget's styles (defineWidget).
import { ratingLabel, roundToHalf } from '../rating.ts';

const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';
// The star's left half, up to its vertical axis (x = 12).
const HALF_STAR = '12 2 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <svg className="katkin-star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon className="katkin-star-empty" points={STAR} />
      {fill !== 'empty' && <polygon className="katkin-star-fill" points={fill === 'full' ? STAR : HALF_STAR} />}
    </svg>
  );
}

export function RatingStars({ score }: { score: number }) {
  const stars = roundToHalf(score);
  return (
    <span className="katkin-stars" role="img" aria-label={ratingLabel(score)}>
      {[1, 2, 3, 4, 5].map((place) => (
        <Star key={place} fill={stars >= place ? 'full' : stars >= place - 0.5 ? 'half' : 'empty'} />
      ))}
    </span>
  );
}
