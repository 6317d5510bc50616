// review-list's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A list of customer reviews with stars and dates.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
  fields: {
    reviews: 'the reviews, in order',
    'reviews[].author': 'who wrote it',
    'reviews[].rating': '0 to 5 stars',
    'reviews[].title': "the review's title",
    'reviews[].body': 'what they wrote, plain text',
    'reviews[].date': 'when',
  },
});
