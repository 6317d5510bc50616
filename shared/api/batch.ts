// GET /batch?bn= on the legacy API (contract section 6): never with the customer's token, and
// the reply checked by hand (batch-reply.ts) so partner pages carry no zod.
import { batchReply, type BatchRecord } from './batch-reply.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { request } from './request.ts';

/** The batch record; an unknown batch is an 'http' ApiError with status 404 and the body `{errorMessage}`. */
export function getBatch(api: ApiEndpoint, batchNumber: string, signal?: AbortSignal): Promise<BatchRecord> {
  return request(api, { service: 'legacy', path: '/batch', query: { bn: batchNumber }, auth: 'none', reply: batchReply, signal });
}
