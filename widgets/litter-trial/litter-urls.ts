// Where the litter offer sends the visitor, with the spec's query parameters, each only when present.
import { withQuery } from '../../shared/site-routes.ts';

/** Spec: Continue carries these from the page's query. */
const CARRIED_PARAMS = ['allCatNames', 'allCatGenders', 'deliveryDate', 'katkinCustomerId', 'signUpRoute'] as const;

function carried(search: string, customerId: string | undefined): Record<string, string | undefined> {
  const query = new URLSearchParams(search);
  const values: Record<string, string | undefined> = {};
  for (const name of CARRIED_PARAMS) values[name] = query.get(name)?.trim() || undefined;
  // The logged-in customer's id wins over the query's: a link with another id in its query
  // must not put this customer's order on someone else's account.
  if (customerId) values.katkinCustomerId = customerId;
  return values;
}

/** 'Continue without trial offer'. */
export function continueUrl(continuePath: string, search: string, customerId?: string): string {
  return withQuery(continuePath, carried(search, customerId));
}

/** After a placed order: the continue path plus litterDeliveryDate. */
export function placeOrderUrl(continuePath: string, search: string, litterDeliveryDate: string, customerId?: string): string {
  return withQuery(continuePath, { ...carried(search, customerId), litterDeliveryDate });
}

/** No Thanks: the no-thanks path, else the continue path, also carrying the flow parameter. */
export function noThanksUrl(
  paths: { noThanks?: string; continueTo: string },
  search: string,
  customerId?: string,
): string {
  const flow = new URLSearchParams(search).get('flow')?.trim() || undefined;
  return withQuery(paths.noThanks ?? paths.continueTo, { ...carried(search, customerId), flow });
}
