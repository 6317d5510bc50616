// The AddToCart and InitiateCheckout events, sent through the shared store's track() seam
// (the tracking widget turns them into Conversions API calls, with consent).
import type { TrackEvent } from '../../shared/store-types.ts';

export interface LitterItem {
  product: string;
  quantity: number;
  /** The price shown on the card (sale price first), when the CMS gave it as a number. */
  price?: number;
  deliveryDate?: string;
}

export function litterTrackEvent(name: TrackEvent['name'], item: LitterItem): TrackEvent {
  const data: Record<string, unknown> = {
    currency: 'GBP',
    contents: [{ id: item.product, quantity: item.quantity, item_price: item.price }],
    num_items: item.quantity,
  };
  if (item.price !== undefined) data.value = item.price * item.quantity;
  if (item.deliveryDate) data.deliveryDate = item.deliveryDate;
  return { name, data };
}

/** The card's price as a number: the sale price when there is one; text prices are not guessed at. */
export function numericPrice(price: number | string | undefined, salePrice: number | string | undefined): number | undefined {
  const shown = salePrice ?? price;
  return typeof shown === 'number' ? shown : undefined;
}
