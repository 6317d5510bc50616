// The page's one shared store: auth, flags, consent and config as nanostores atoms,
// plus the buffered tracking channel between katkin.track / widgets and the tracking widget.
import { atom } from 'nanostores';
import type { Auth, Consent, Flags, KatkinStore, LoaderConfig, TrackEvent } from '../shared/store-types.ts';

/** Events sent before the tracking widget mounts wait here; a page that never mounts it keeps at most this many. */
const TRACK_BUFFER_LIMIT = 50;

export interface WritableKatkinStore extends KatkinStore {
  setAuth(auth: Auth | null): void;
  setFlags(flags: Flags): void;
  setConsent(consent: Partial<Consent>): void;
}

export function createStore(config: LoaderConfig): WritableKatkinStore {
  const auth = atom<Auth | null>(null);
  const flags = atom<Flags>({});
  const consent = atom<Consent>({ analytics: false, marketing: false });
  const configAtom = atom<LoaderConfig>(config);
  const buffered: TrackEvent[] = [];
  const trackHandlers = new Set<(event: TrackEvent) => void>();

  return {
    auth,
    flags,
    consent,
    config: configAtom,
    api: { bases: config.bases, accessToken: () => auth.get()?.accessToken, featureFlags: () => flags.get() },
    setAuth: (value) => auth.set(value),
    setFlags: (value) => flags.set({ ...flags.get(), ...value }),
    setConsent: (value) => consent.set({ ...consent.get(), ...value }),
    track(event) {
      // Consent does not reach back (PECR): an event tracked without marketing consent is
      // dropped here, so it is neither buffered nor sent once consent arrives.
      if (!consent.get().marketing) return;
      if (trackHandlers.size === 0) {
        if (buffered.length < TRACK_BUFFER_LIMIT) buffered.push(event);
        return;
      }
      trackHandlers.forEach((handler) => handler(event));
    },
    onTrack(handler) {
      trackHandlers.add(handler);
      buffered.splice(0).forEach((event) => handler(event));
      return () => trackHandlers.delete(handler);
    },
  };
}
