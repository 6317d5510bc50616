// What tracking does while the visitor's marketing consent holds: the ad-click cookies, a
// PageView now and on every SPA route change (history push, replace and pop). Returns the stop function.
import type { KatkinStore } from '../../shared/store-types.ts';
import { adCookiesToSet } from './ad-cookies.ts';
import { sendEvent as postEvent, type CapiEventType } from '../../shared/api/capi.ts';
import { logError } from '../../shared/log.ts';
import { buildCapiEvent, type TrackData } from './capi-event.ts';
import { pageIsHttps, readDocumentCookies, writeDocumentCookie } from '../../shared/document-cookies.ts';
import { onUrlChange } from '../../shared/url-changes.ts';
import { clickId } from '../../shared/ad-click-cookies.ts';

/** A random UUID; crypto.randomUUID exists only in secure contexts, so plain http pages get one built by hand. */
function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Builds the event from the page as it is now and sends it. */
export function sendEvent(store: KatkinStore, type: CapiEventType, data: TrackData | undefined, testEventCode?: string): void {
  const event = buildCapiEvent(type, data, {
    url: location.href,
    cookieHeader: readDocumentCookies(),
    nowMs: Date.now(),
    newId: newEventId,
    testEventCode,
  });
  // The shared client throws an AddToCart failure (as the spec's original did); tracking never
  // reaches the visitor, so that one is logged too.
  postEvent(store.api, event, 'tracking').catch((error: unknown) => logError('tracking', `${event.type} was not recorded:`, error));
}

export function startTracking(store: KatkinStore, testEventCode?: string): () => void {
  const writes = adCookiesToSet({
    cookieHeader: readDocumentCookies(),
    fbclid: clickId(location.search, 'fbclid'),
    nowMs: Date.now(),
    https: pageIsHttps(),
    random: Math.random,
  });
  writes.forEach((cookie) => writeDocumentCookie('tracking', cookie));

  let lastUrl = location.href;
  const pageView = () => sendEvent(store, 'PageView', undefined, testEventCode);
  const onRouteChange = () => {
    if (location.href === lastUrl) return;
    lastUrl = location.href;
    pageView();
  };

  const stop = onUrlChange('tracking', onRouteChange);
  pageView();

  return stop;
}
