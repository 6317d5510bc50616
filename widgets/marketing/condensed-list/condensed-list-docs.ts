// condensed-list's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: "A list that shows its first few items and a 'Show all N' button.",
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
  fields: {
    title: 'a heading above the list',
    items: 'the items, plain text',
    visible: "how many show before \"Show all\" (default 3)",
  },
});
