// feature-toggles's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: "Blocks that open in turn, each with a 'Toggle next' button.",
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    blocks: 'the blocks, in order',
    'blocks[].title': "the block's title",
    'blocks[].body': "the block's content",
  },
});
