// The wording the litter offer shows. Quoted spec wording is exact; the rest is ours (README).
import { formatDeliveryOption } from '../../shared/format/delivery-date.ts';
import type { CalendarDate } from '../../shared/format/iso-date.ts';
import { formatPounds } from '../../shared/format/money.ts';
const SCOOP_PLANET = 'SCOOP_PLANET';

export const DEFAULT_TEXTS = {
  add: 'Add',
  remove: 'Remove',
  continueWithout: 'Continue without trial offer',
} as const;

/** The section's name when the content block has neither title nor card_title. */
export const OFFER_LABEL = 'Litter trial offer';
export const ADDED = 'Added';
export const PLACE_ORDER = 'Place order';
export const NO_THANKS = 'No Thanks';
export const SELECT_DELIVERY_DATE = 'Select delivery date';
export const FIRST_DELIVERY = 'First delivery:';
export const PLACING_ORDER = 'Placing your order…';
export const ORDER_PLACED = 'Order placed';
export const LOADING_DATES = 'Finding delivery dates…';

/** Only what is known: after a timeout the order may or may not have gone through, so no claim about charges. */
export const CHECKOUT_FAILED = "Sorry, we couldn't place your litter order. Please try again.";
export const DATES_FAILED =
  "Sorry, we couldn't load the delivery dates, so the litter trial can't be ordered right now.";
export const NO_DATES = 'There are no delivery dates available for the litter trial right now.';
export const TRY_AGAIN = 'Try again';

/** Spec footer of the date card: one bag every 4 weeks after the trial, change or cancel, no delivery charge. */
export const DATE_FOOTER = 'After your trial we send one bag every 4 weeks. Change or cancel anytime. No additional delivery charge.';
export const DATE_FOOTER_LINK = 'See how the Scoop Planet litter plan works';
export const DATE_FOOTER_PATH = '/forms/scoop-planet-existing-user';

/** Spec: 'Get litter with 50% off' for the planet-scoop product, otherwise 'Buy now'. */
export function buyButtonText(product: string | undefined): string {
  return product === SCOOP_PLANET ? 'Get litter with 50% off' : 'Buy now';
}

/** A dropdown option: 'Mon 3 June 2024', and the extra charge on a paid day (our choice: say it). */
export function deliveryOptionText(date: CalendarDate, price: number): string {
  const day = formatDeliveryOption(date);
  return price > 0 ? `${day} (+${formatPounds(price)})` : day;
}
