// The batch lookup's call (shared/api/batch.ts): the batch, or the 404's message. Any other
// failure is thrown, for useLookup to log and the widget to show the spec's catch-all.
import { ApiError } from '../../shared/api/api-error.ts';
import { getBatch } from '../../shared/api/batch.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import type { BatchRecord } from '../../shared/api/batch-reply.ts';

export type BatchOutcome = { kind: 'found'; batch: BatchRecord } | { kind: 'not-found'; message: string };

/** Spec "Batch 404": the server's errorMessage, when it gave one. */
function notFoundMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError && error.status === 404)) return undefined;
  const body = error.body as { errorMessage?: unknown } | undefined;
  return typeof body?.errorMessage === 'string' && body.errorMessage.trim() !== '' ? body.errorMessage : undefined;
}

export async function lookUpBatch(store: KatkinStore, number: string, signal?: AbortSignal): Promise<BatchOutcome> {
  try {
    return { kind: 'found', batch: await getBatch(store.api, number, signal) };
  } catch (error) {
    const message = notFoundMessage(error);
    if (message === undefined) throw error;
    return { kind: 'not-found', message };
  }
}
