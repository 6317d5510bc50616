// Spec "Litter checkout inputs" and "Form action 'checkoutLitter'": what the action sends.
import type { ActionRequest } from '../../shared/api/actions.ts';
import type { AdClickIds } from './ad-click-ids.ts';

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

/** The action's fields but its name (checkoutLitter adds it); feature flags come from the shared store. */
export function checkoutAction(inputs: CheckoutInputs): Omit<ActionRequest, 'name'> {
  const product = inputs.product || UNKNOWN_PRODUCT;
  const values: Record<string, unknown> = { product, pagePath: inputs.pagePath };
  // Each set only if present.
  const optional = { discountCode: inputs.discountCode, cadence: inputs.cadence, quantity: inputs.quantity, deliveryDate: inputs.deliveryDate };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined && value !== '') values[key] = value;
  return { values, product, trackingInfo: { ...inputs.adClickIds } };
}
