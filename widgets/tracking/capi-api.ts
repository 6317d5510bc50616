// POST /event on the capi service. keepalive lets an event sent just before a navigation
// arrive; failures are logged only and never reach the visitor (spec section 7; unlike the
// original, AddToCart failures are caught too).
import { anyReply, request } from '../../shared/api/request.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import type { CapiEvent } from './capi-event.ts';

export async function sendCapiEvent(store: KatkinStore, event: CapiEvent): Promise<void> {
  try {
    await request(store, {
      service: 'capi',
      path: '/event',
      method: 'POST',
      body: event,
      auth: 'none',
      reply: anyReply,
      keepalive: true,
    });
  } catch (error) {
    console.error(`katkin: tracking: ${event.type} was not recorded:`, error);
  }
}
