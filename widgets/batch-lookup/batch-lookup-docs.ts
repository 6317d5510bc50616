// batch-lookup's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A batch number search: looks up a batch of food and shows its record, for partner sites.',
  login: 'no',
  calls: ['GET /batch?bn= (legacy API)'],
  events: ['katkin:ready', 'katkin:error'],
});
