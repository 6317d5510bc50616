// trust-rating's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: "The customers' rating: stars, a word and the number of reviews.",
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    score: '0 to 5 stars',
    count: 'how many reviews',
    link: "where the count links: the review site's page or a site path",
  },
});
