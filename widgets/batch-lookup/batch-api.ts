// The batch lookup's call (shared/api/batch.ts) and its outcomes: found, the 404's message, or the catch-all.
import { ApiError } from '../../shared/api/api-error.ts';
import { getBatch } from '../../shared/api/batch.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import type { BatchRecord } from '../../shared/api/batch-reply.ts';
import { logError } from '../../shared/log.ts';

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
    return { kind: 'found', batch: await getBatch(store.api, number, signal) };
  } catch (error) {
    // A newer search cancelled this one: nothing to show or log.
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    if (!(error instanceof ApiError && error.status === 404)) logError('batch-lookup', 'the batch lookup failed:', error);
    return batchFailure(error);
  }
}
