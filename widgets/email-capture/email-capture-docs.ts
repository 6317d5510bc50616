// email-capture's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'An email sign-up form, inline or as a popup, sent to the marketing tool; never shown to a logged-in customer.',
  login: 'optional',
  calls: ['POST /actions emailCapture'],
  events: ['katkin:ready', 'katkin:error'],
});
