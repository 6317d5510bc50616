// scrolling-banner's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'The three claims of the spec, scrolling, with a pause button.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
});
