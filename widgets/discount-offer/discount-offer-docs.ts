// discount-offer's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'The cancellation discount offer page: the saving a code gives and a button that applies it.',
  login: 'required',
  calls: ['GET /estimation/subscription?subscriptionId=&code= (discounts API)', 'POST /applications/customer (discounts API)'],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
});
