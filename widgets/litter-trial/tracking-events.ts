// The AddToCart and InitiateCheckout events, sent through the shared store's track() seam
// (the tracking widget turns them into Conversions API calls, with consent).
import type { TrackEvent } from '../../shared/store-types.ts';

export interface LitterItem {
  product: string;
  quantity: number;
  /** The price shown on the card (sale price first), when it reads as pounds. */
  price?: number;
  deliveryDate?: string;
}

export function litterTrackEvent(name: TrackEvent['name'], item: LitterItem): TrackEvent {
  const data: Record<string, unknown> = {
    currency: 'GBP',
    // No item_price when unknown: the tracking widget then sends the event without a value.
    contents: [{ id: item.product, quantity: item.quantity, ...(item.price === undefined ? {} : { item_price: item.price }) }],
    num_items: item.quantity,
  };
  if (item.price !== undefined) data.value = item.price * item.quantity;
  if (item.deliveryDate) data.deliveryDate = item.deliveryDate;
  return { name, data };
}

/**
 * "£7.50", "7.50", "£7", "£1,250.00": pounds as a UK page writes them. A comma only groups
 * thousands (en-GB): "7,50" could be a European 7.50 or a typo, so it is not guessed at.
 */
const POUNDS = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?$/;

export interface CardPrice {
  price?: number;
  /** Why a price the card shows gives no number, naming the field (for the console). */
  unreadable?: string;
}

/** The price the card shows, as a number: the sale price when there is one, a number or text in pounds. */
export function cardPrice(price: number | string | undefined, salePrice: number | string | undefined): CardPrice {
  const [field, shown] = salePrice === undefined ? ['card_price', price] : ['card_sale_price', salePrice];
  if (shown === undefined || typeof shown === 'number') return { price: shown };
  const match = POUNDS.exec(shown.trim());
  if (match) return { price: Number(match[1]!.replace(/,/g, '') + (match[2] ?? '')) };
  return { unreadable: `${field} ${JSON.stringify(shown)} is not a price in pounds such as "£7.50"` };
}
