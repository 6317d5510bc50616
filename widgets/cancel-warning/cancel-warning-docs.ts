// cancel-warning's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A warning card on the cancellation pages about what the customer loses by cancelling (gifts, discounts, a special recipe).',
  login: 'required',
  calls: ['GET /subscriptions (legacy API)', 'GET /customer/cats (legacy API)', 'GET /applications/customer?filter=POTENTIALLY USABLE (discounts API)', 'GET /orders/had-halloween-recipe?planId= (orders API)'],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    title: "the card's heading (a default one when absent)",
    subscription_state: "the subscription's state from the page: accepted as the contract names it; the spec gives it no behaviour, so it changes nothing",
  },
});
