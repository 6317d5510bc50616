// POST /delivery-dates/check-selectable (spec section 7 "Delivery dates"; the spec names the
// call "check-selectable" without a base path, ours is in README "API client").
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
    path: '/delivery-dates/check-selectable',
    method: 'POST',
    body: question,
    send: questionBody,
    auth: 'optional',
    reply: selectableReply,
    signal,
  });
  return reply.selectable;
}
