// What the variant views get from the widget: content, dates, order state and the actions.
import type { LitterContent, Variant } from './litter-trial-options.ts';
import type { DeliveryDates } from './use-delivery-dates.ts';
import type { ActionState } from '../../shared/ui/use-action.ts';

export interface OfferModel {
  variant: Variant;
  /** The level of the offer's title (data-heading-level, else 2); the card title is one below. */
  headingLevel: number;
  content: LitterContent;
  dates: DeliveryDates;
  orderState: ActionState;
  /** Product-added flag (variants A and B). */
  added: boolean;
  add(): void;
  remove(): void;
  placeOrder(): void;
  /** Site routes with their query, for SiteLink (real hrefs whose clicks go through katkin:navigate). */
  links: { continueTo: string; noThanks: string };
}
