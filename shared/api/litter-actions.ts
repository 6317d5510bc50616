// The litter offer's two form actions (spec section 7; contract section 6) over POST /actions:
// the trial's delivery dates and the one-click checkout. Both throw ActionError on failure.
import { z } from '../zod.ts';
import { postAction, type ActionRequest } from './actions.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { isoDate } from './schemas.ts';

const DATES_ACTION = 'getAvailableLitterTrialDeliveryDates';
const CHECKOUT_ACTION = 'checkoutLitter';

/** Spec "Delivery date option": a 'YYYY-MM-DD' date and its price (0 means free). */
export interface DeliveryDateOption {
  date: string;
  price: number;
}

const datesReply = lazyReply(() => z.looseObject({ dates: z.array(z.tuple([isoDate(), z.number().check(z.gte(0))])) }));

/** Contract: `{success: true, dates: [[date, price], ...]}`. */
export async function getLitterTrialDeliveryDates(api: ApiEndpoint, signal?: AbortSignal): Promise<DeliveryDateOption[]> {
  const reply = await postAction(api, { name: DATES_ACTION, values: {} }, datesReply, signal);
  return reply.dates.map(([date, price]) => ({ date, price }));
}

/** Contract: `{success}`; the values are spec section 7's (discountCode, cadence, quantity, deliveryDate, ...). */
export async function checkoutLitter(api: ApiEndpoint, action: Omit<ActionRequest, 'name'>): Promise<void> {
  await postAction(api, { ...action, name: CHECKOUT_ACTION });
}
