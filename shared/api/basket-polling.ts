// Spec sections 4 and 9: a checkout basket is polled (GET /basket/{id}) while its status is
// DRAFT or IN_PROGRESS, 45 times at most, 2000 ms apart; any other status ends it with the
// basket, and running out ends it with null. The caller's AbortSignal stops it at once.
import { ApiError } from './api-error.ts';
import { getBasket, type Basket } from './checkout.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { logWarn } from '../log.ts';

const ATTEMPTS = 45;
const INTERVAL_MS = 2000;
const SETTLING: readonly (string | undefined)[] = ['DRAFT', 'IN_PROGRESS'];

function cancelled(basketId: string): ApiError {
  return new ApiError('aborted', `polling basket ${basketId} was cancelled`);
}

function pause(ms: number, basketId: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(cancelled(basketId));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The basket once it settles, or null after 45 looks. A look that fails counts as one of the
 * 45 and is logged: the basket may still settle on the next.
 */
export async function pollBasket(api: ApiEndpoint, basketId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Basket | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (signal?.aborted) throw cancelled(basketId);
    try {
      const basket = await getBasket(api, basketId, signal);
      if (!SETTLING.includes(basket.status)) return basket;
    } catch (error) {
      if (signal?.aborted) throw cancelled(basketId);
      logWarn('api', `look ${attempt} of ${ATTEMPTS} at basket ${basketId} failed:`, error);
    }
    if (attempt < ATTEMPTS) await pause(INTERVAL_MS, basketId, signal);
  }
  return null;
}
