// The tracking widget renders nothing. With marketing consent it tracks (tracker.ts); consent
// given later starts it on the same page; consent revoked stops it and deletes its cookies.
// Events from katkin.track and other widgets arrive through the store; without consent they are dropped.
import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { adCookiesToRemove } from './ad-cookies.ts';
import { checkTrackData } from './capi-event.ts';
import { isHttps, sendEvent, startTracking } from './tracker.ts';

export interface TrackingAttributes extends Record<string, unknown> {
  'data-test-event-code': string;
}

export function Tracking({ attributes, context }: WidgetProps<TrackingAttributes, undefined>) {
  const { store } = context;
  const marketing = useStore(store.consent).marketing;
  const testEventCode = attributes['data-test-event-code'];
  const wasTracking = useRef(false);

  useEffect(() => {
    if (marketing) {
      wasTracking.current = true;
      return startTracking(store, testEventCode);
    }
    if (wasTracking.current) {
      wasTracking.current = false;
      adCookiesToRemove(isHttps()).forEach((cookie) => (document.cookie = cookie));
    }
    return undefined;
  }, [marketing, store, testEventCode]);

  useEffect(
    () =>
      store.onTrack((event) => {
        // Consent does not reach back: an event from before it is not sent later.
        if (!store.consent.get().marketing) return;
        const checked = checkTrackData(event);
        if (!checked.ok) return console.error(`katkin: tracking: ${checked.message}; event not sent`);
        sendEvent(store, event.name, checked.data, testEventCode);
      }),
    [store, testEventCode],
  );

  return null;
}
