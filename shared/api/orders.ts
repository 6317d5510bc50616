// The orders service (spec section 7 "Orders service"; contract section 6): whether a plan
// had the special (Halloween) recipe before, and whether it bought nibbles lately.
import { z } from '../zod.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request } from './request.ts';

const resultReply = lazyReply(() => z.looseObject({ result: z.boolean() }));

async function askOrders(api: ApiEndpoint, path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<boolean> {
  const reply = await request(api, { service: 'orders', path, query, auth: 'required', reply: resultReply, signal });
  return reply.result;
}

/** GET /orders/had-halloween-recipe?planId=N */
export function hadHalloweenRecipe(api: ApiEndpoint, planId: string, signal?: AbortSignal): Promise<boolean> {
  return askOrders(api, '/orders/had-halloween-recipe', { planId }, signal);
}

/** GET /orders/has-purchased-nibbles?planId=N&months=M (path ours: README, "API client"). */
export function hasPurchasedNibblesInXMonths(api: ApiEndpoint, planId: string, months: number, signal?: AbortSignal): Promise<boolean> {
  return askOrders(api, '/orders/has-purchased-nibbles', { planId, months }, signal);
}
