// query-banner's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: "A banner whose text depends on a query parameter of the page's address.",
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
  fields: {
    param: 'the query parameter to read',
    banners: 'the text for each value of it',
    'banners.*': 'the text shown for that value',
    default: 'the text when no value matches (else nothing)',
  },
});
