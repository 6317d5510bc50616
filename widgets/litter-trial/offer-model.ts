// What the variant views get from the widget: content, dates, order state and the actions.
import type { WidgetContext } from '../../shared/widget-types.ts';
import type { LitterContent, Variant } from './litter-options.ts';
import type { DeliveryDates } from './use-delivery-dates.ts';
import type { OrderState } from './use-order.ts';

export interface OfferModel {
  variant: Variant;
  content: LitterContent;
  dates: DeliveryDates;
  orderState: OrderState;
  /** Product-added flag (variants A and B). */
  added: boolean;
  add(): void;
  remove(): void;
  placeOrder(): void;
  /** Site paths with their query, for links. */
  links: { continueTo: string; noThanks: string };
  /** For SiteLink (shared/ui/site-link.tsx): real hrefs whose clicks go through katkin:navigate. */
  context: WidgetContext;
}
