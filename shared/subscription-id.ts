// The subscriptionId of the cancellation pages: from the page query, or data-subscription-id.
import type { AttributeSpec } from './widget-options.ts';

/** Spec: "subscriptionId must be present and numeric": whole digits only ("12", not "1e3" or "-4"). */
export function parseSubscriptionId(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** data-subscription-id, for pages without the query (demos, single-page hosts). */
export const subscriptionIdAttribute: AttributeSpec<number> = {
  kind: 'text',
  expected: 'a subscription id (whole digits, e.g. "1001")',
  parse: parseSubscriptionId,
};
