// tracking's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'Site tracking: sends page views and the katkin.track events to the conversions API; renders nothing.',
  login: 'optional',
  calls: ['POST /event (capi)'],
  events: ['katkin:ready', 'katkin:error'],
});
