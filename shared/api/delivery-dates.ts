// POST /check-selectable (spec section 7 "Delivery dates: POST check-selectable"): contract
// section 6 takes the spec's paths relative to the service's API base, as "GET customer/shipping/all"
// is /customer/shipping/all.
import { z } from '../zod.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request } from './request.ts';
import { isoDate, nonEmpty } from './schemas.ts';

export interface SelectableQuestion {
  /** YYYY-MM-DD */
  deliveryDate: string;
  productType: string;
  orderType: string;
}

const questionBody = lazyReply(() => z.object({ deliveryDate: isoDate(), productType: nonEmpty(), orderType: nonEmpty() }));
const selectableReply = lazyReply(() => z.looseObject({ selectable: z.boolean() }));

/** Whether the date can be chosen for that product and order type. */
export async function checkSelectable(api: ApiEndpoint, question: SelectableQuestion, signal?: AbortSignal): Promise<boolean> {
  const reply = await request(api, {
    service: 'api',
    path: '/check-selectable',
    method: 'POST',
    body: question,
    send: questionBody,
    auth: 'optional',
    reply: selectableReply,
    signal,
  });
  return reply.selectable;
}
