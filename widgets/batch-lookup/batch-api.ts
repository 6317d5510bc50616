// GET /batch?bn= on the legacy API: never with the customer's token (contract section 6).
import { ApiError } from '../../shared/api/api-error.ts';
import { request } from '../../shared/api/request.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { batchReply, type BatchRecord } from './batch-reply.ts';

export type BatchOutcome =
  | { kind: 'found'; batch: BatchRecord }
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; message: string };

/** Spec "Batch 404" error and the catch-all. */
const UNEXPECTED_ERROR = 'An unexpected error occurred.';

export function batchFailure(error: unknown): BatchOutcome {
  if (error instanceof ApiError && error.status === 404) {
    const body = error.body as { errorMessage?: unknown } | undefined;
    if (typeof body?.errorMessage === 'string' && body.errorMessage.trim() !== '') {
      return { kind: 'not-found', message: body.errorMessage };
    }
  }
  return { kind: 'error', message: UNEXPECTED_ERROR };
}

export async function lookUpBatch(store: KatkinStore, number: string, signal?: AbortSignal): Promise<BatchOutcome> {
  try {
    const batch = await request(store, {
      service: 'legacy',
      path: '/batch',
      query: { bn: number },
      auth: 'none',
      reply: batchReply,
      signal,
    });
    return { kind: 'found', batch };
  } catch (error) {
    // A newer search cancelled this one: nothing to show or log.
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    if (!(error instanceof ApiError && error.status === 404)) console.error('katkin: batch-lookup: the batch lookup failed:', error);
    return batchFailure(error);
  }
}
