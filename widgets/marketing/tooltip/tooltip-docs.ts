// tooltip's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'An info button that shows a short text on hover, focus and tap.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
  fields: {
    label: "the button's accessible name",
    text: "the tooltip's text",
  },
});
