// The tracking widget's way to POST /event: through the shared capi client, with AddToCart
// failures caught too (unlike the spec's original): tracking never reaches the visitor.
import { sendEvent, type CapiEvent } from '../../shared/api/capi.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { logError } from '../../shared/log.ts';

export async function sendCapiEvent(store: KatkinStore, event: CapiEvent): Promise<void> {
  try {
    await sendEvent(store.api, event, 'tracking');
  } catch (error) {
    logError('tracking', `${event.type} was not recorded:`, error);
  }
}
