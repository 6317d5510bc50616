// The tracking widget's life on a page. With marketing consent it tracks (tracker.ts); consent
// given later starts it on the same page; consent revoked stops it and deletes its cookies.
// Events from katkin.track and other widgets arrive through the store, which keeps none tracked
// without consent; one that arrives after consent was revoked is dropped here.
import type { KatkinStore } from '../../shared/store-types.ts';
import { adCookiesToRemove } from './ad-cookies.ts';
import { checkTrackData } from './track-data-check.ts';
import { sendEvent, startTracking } from './tracker.ts';
import { pageIsHttps, writeDocumentCookie } from '../../shared/document-cookies.ts';
import { logError, logWarn } from '../../shared/log.ts';
import { normaliseUserData } from './user-data.ts';

export function startTrackingSession(store: KatkinStore, testEventCode?: string): () => void {
  let stopTracking: (() => void) | undefined;

  const offConsent = store.consent.subscribe(({ marketing }) => {
    if (marketing && !stopTracking) {
      stopTracking = startTracking(store, testEventCode);
    } else if (!marketing && stopTracking) {
      stopTracking();
      stopTracking = undefined;
      adCookiesToRemove(pageIsHttps()).forEach((cookie) => writeDocumentCookie('tracking', cookie));
    }
  });

  const offTrack = store.onTrack((event) => {
    if (!store.consent.get().marketing) return;
    const checked = checkTrackData(event);
    if (!checked.ok) return logError('tracking', `${checked.message}; event not sent`);
    const { leftOut } = normaliseUserData(checked.data.userData);
    if (leftOut.length > 0) logWarn('tracking', `${event.name} sent without ${leftOut.join(', ')}`);
    sendEvent(store, event.name, checked.data, testEventCode);
  });

  return () => {
    offConsent();
    offTrack();
    stopTracking?.();
  };
}
