// feeding-guidelines's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: "Feeding guidelines with a calculator of a cat's daily portion in trays.",
  login: 'optional',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
});
