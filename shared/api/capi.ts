// POST /event on the capi service (spec sections 3 "Capi events" and 7 "Capi"). PageView and
// InitiateCheckout failures are logged only; an AddToCart failure reaches its caller (the spec:
// "AddToCart not caught"), which decides. keepalive lets an event sent just before a navigation
// arrive. A logged-in customer's token goes with it (contract section 6: "tracking's POST /event
// included"), only to the capi base as every call's token; no cookies.
import type { ApiEndpoint } from './endpoint.ts';
import { anyReply, request } from './request.ts';
import { logError } from '../log.ts';

export type CapiEventType = 'PageView' | 'InitiateCheckout' | 'AddToCart';

export interface CapiContentItem {
  id: string;
  quantity: number;
  item_price?: number;
}

export interface CapiEvent {
  type: CapiEventType;
  eventSourceUrl: string;
  actionSource: 'website';
  userData: Record<string, string>;
  customData?: {
    /** With `tax`, left out when no value was given and an item has no price: better none than a wrong one. */
    value?: number;
    currency: string;
    contents: CapiContentItem[];
    numItems?: number;
    tax?: number;
    deliveryFee: number;
  };
  eventId: string;
  eventTime: number;
  testEventCode?: string;
}

/** `logAs` names who logs a failure: 'api' for our apps, the widget's name for a widget. */
export async function sendEvent(api: ApiEndpoint, event: CapiEvent, logAs = 'api'): Promise<void> {
  try {
    await request(api, { service: 'capi', path: '/event', method: 'POST', body: event, auth: 'optional', reply: anyReply, keepalive: true });
  } catch (error) {
    if (event.type === 'AddToCart') throw error;
    logError(logAs, `${event.type} was not recorded:`, error);
  }
}
