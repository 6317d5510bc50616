// sticky-cta's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs, ratingPartDocs, siteCtaDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A call to action that sticks to the bottom of the viewport while its section is on screen.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    text: 'words beside the button',
    ...siteCtaDocs('cta'),
    show_trustpilot_rating: 'show the rating stars (needs rating)',
    rating: 'the rating',
    ...ratingPartDocs('rating'),
    disabled: 'the button is disabled',
    hide_if_disabled: 'with disabled: nothing shows',
    state: "\"loading\": the button is busy, with a spinner",
  },
});
