// accordion's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'Questions and answers that open and close, open by default on desktop.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    items: 'the items, in order',
    'items[].title': "the item's title (its button)",
    'items[].body': 'the answer',
    open_on_mobile: 'items start open under 768 px (default false)',
    open_on_desktop: 'items start open from 768 px (default true)',
  },
});
