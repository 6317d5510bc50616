// The two form actions of the litter offer, through the shared POST /actions client.
import { postAction, type ActionRequest } from '../../shared/api/actions.ts';
import { lazyReply } from '../../shared/api/lazy-reply.ts';
import { isoDateText } from '../../shared/content-fields.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { z } from '../../shared/zod.ts';
import type { DeliveryDateOption } from './delivery-date-rule.ts';

export const DATES_ACTION = 'getAvailableLitterTrialDeliveryDates';

const datesReply = lazyReply(() =>
  z.looseObject({
    dates: z.array(z.tuple([isoDateText, z.number().check(z.gte(0))])),
  }),
);

/** Contract: `{success: true, dates: [[date, price], ...]}`; throws ActionError on any failure. */
export async function fetchDeliveryDates(store: KatkinStore, signal?: AbortSignal): Promise<DeliveryDateOption[]> {
  const reply = await postAction(store, { name: DATES_ACTION, values: {} }, datesReply, signal);
  return reply.dates.map(([date, price]) => ({ date, price }));
}

/** Contract: `{success}`; throws ActionError when the checkout did not succeed. */
export async function checkoutLitter(store: KatkinStore, action: ActionRequest): Promise<void> {
  await postAction(store, action);
}
