// Contract 5.1 review-list: JSON {reviews: [{author, rating, title?, body, date}]}, rating 0 to 5,
// date YYYY-MM-DD. Every text is plain text, shown as written.
import { headingLevelAttribute } from '../../../shared/heading-level.ts';
import { isoDateText, scoreField } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

const review = z.object({
  author: z.string(),
  rating: scoreField,
  title: z.optional(z.string()),
  body: z.string(),
  date: isoDateText,
});

export type Review = z.infer<typeof review>;

export const reviewListOptions = defineOptions({
  attributes: { 'data-heading-level': headingLevelAttribute },
  json: z.object({ reviews: z.array(review) }),
  jsonRequired: true,
});
