// Each review: its stars ('Rated 5 out of 5'), title, body as plain text (markup shows as
// written: React escapes it), author and date ('3 June 2024').
import { formatLongDate, parseIsoDate } from '../../../shared/format/iso-date.ts';
import { headingTag } from '../../../shared/heading-level.ts';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { RatingStars } from '../../../shared/ui/rating-stars.tsx';
import type { Review, reviewListOptions } from './review-list-options.ts';

function ReviewItem({ review, headingLevel }: { review: Review; headingLevel: number }) {
  const Heading = headingTag(headingLevel);
  return (
    <li className="review" part="card">
      <RatingStars score={review.rating} />
      {review.title && (
        <Heading className="review-title" part="title">
          {review.title}
        </Heading>
      )}
      <p className="review-body">{review.body}</p>
      <p className="review-by">
        {review.author}, <time dateTime={review.date}>{formatLongDate(parseIsoDate(review.date)!)}</time>
      </p>
    </li>
  );
}

export function ReviewList({ attributes, json: { reviews } }: WidgetProps<typeof reviewListOptions>) {
  if (reviews.length === 0) return null;
  return (
    <ul className="review-list">
      {reviews.map((review, index) => (
        <ReviewItem key={index} review={review} headingLevel={attributes['data-heading-level'] ?? 3} />
      ))}
    </ul>
  );
}
