// GET /global and GET /personal (spec section 7: "responses not shown"): the site-wide data and
// the visitor's own, passed on as the JSON objects they are. /personal works on the visitor's
// site session, so it sends cookies and the token when there is one (README, "API client").
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request, type ReplyCheck } from './request.ts';
import { objectReply } from './schemas.ts';

const anyObject: ReplyCheck<Record<string, unknown>> = lazyReply(objectReply);

export function getGlobal(api: ApiEndpoint, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return request(api, { service: 'api', path: '/global', auth: 'none', reply: anyObject, signal });
}

export function getPersonal(api: ApiEndpoint, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return request(api, { service: 'api', path: '/personal', auth: 'optional', cookies: true, reply: anyObject, signal });
}
