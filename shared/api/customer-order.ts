// GET /customer/getOrder (spec section 7): the customer's order for a flow. `force=true` goes
// only in the dev, stg and ftr environments (the client's `environment` setting), never in
// production. The reply is not shown in the spec: any JSON object, passed on.
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request, type ReplyCheck } from './request.ts';
import { objectReply } from './schemas.ts';

const FORCING_ENVIRONMENTS: readonly string[] = ['dev', 'stg', 'ftr'];

const orderReply: ReplyCheck<Record<string, unknown>> = lazyReply(objectReply);

export interface OrderQuery {
  katkinCustomerId: string;
  flow: string;
}

/** Works on the visitor's site session too, so it sends cookies (README, "API client"). */
export function getOrder(api: ApiEndpoint, { katkinCustomerId, flow }: OrderQuery, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const force = api.environment !== undefined && FORCING_ENVIRONMENTS.includes(api.environment) ? 'true' : undefined;
  return request(api, {
    service: 'api',
    path: '/customer/getOrder',
    query: { katkinCustomerId, flow, force },
    auth: 'optional',
    cookies: true,
    reply: orderReply,
    signal,
  });
}
