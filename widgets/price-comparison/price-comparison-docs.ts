// price-comparison's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: "A price comparison calculator against another brand's food; shown only when the flag price-calculator is test.",
  login: 'no',
  calls: ['GET /subscriptions/tray-sizes?pricingPlan=SAVER&kcalPerDay= (legacy API)', 'GET /competitors/portion?brand=&foodType=&kcalPerDay='],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
});
