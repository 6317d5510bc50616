// cta-bar's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs, ratingPartDocs, siteCtaDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A call to action fixed to the bottom of the viewport, with a rating.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    text: 'words beside the button',
    ...siteCtaDocs('cta'),
    rating: 'the rating shown as stars',
    ...ratingPartDocs('rating'),
  },
});
