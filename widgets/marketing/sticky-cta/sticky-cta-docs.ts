// sticky-cta's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A call to action that sticks to the bottom of the viewport while its section is on screen.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    text: 'words beside the button',
    cta: 'the button',
    'cta.name': "the button's words",
    'cta.to': 'where it goes',
    show_trustpilot_rating: 'show the rating stars (needs rating)',
    rating: 'the rating',
    'rating.score': '0 to 5 stars',
    'rating.count': 'how many reviews',
    disabled: 'the button is disabled',
    hide_if_disabled: 'with disabled: nothing shows',
    state: "\"loading\": the button is busy, with a spinner",
  },
});
