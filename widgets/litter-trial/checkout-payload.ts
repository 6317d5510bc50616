// Spec "Litter checkout inputs" and "Form action 'checkoutLitter'": the POST /actions request.
import type { ActionRequest } from '../../shared/api/actions.ts';
import type { AdClickIds } from './ad-click-ids.ts';

export const CHECKOUT_ACTION = 'checkoutLitter';
/** Spec: product name UNKNOWN if absent. */
export const UNKNOWN_PRODUCT = 'UNKNOWN';

export interface CheckoutInputs {
  product?: string;
  discountCode?: string;
  cadence?: string;
  quantity?: number;
  deliveryDate?: string;
  /** The host page's path, so the backend knows which offer page sold it. */
  pagePath: string;
  adClickIds: AdClickIds;
}

/** Feature flags are added by postAction (body.featureFlags) from the shared store. */
export function checkoutAction(inputs: CheckoutInputs): ActionRequest {
  const product = inputs.product || UNKNOWN_PRODUCT;
  const values: Record<string, unknown> = { product, pagePath: inputs.pagePath };
  // Each set only if present.
  const optional = { discountCode: inputs.discountCode, cadence: inputs.cadence, quantity: inputs.quantity, deliveryDate: inputs.deliveryDate };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined && value !== '') values[key] = value;
  return { name: CHECKOUT_ACTION, values, product, trackingInfo: { ...inputs.adClickIds } };
}
