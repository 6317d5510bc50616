// The shared state every widget sees through its context. The loader owns the atoms
// (nanostores); widgets only read and listen, so they never import nanostores themselves.
import type { ReadableAtom } from 'nanostores';
import type { KatkinAuth, KatkinFlags, KatkinTrackEventName } from './katkin-api.ts';
import type { ApiEndpoint, Service } from './api/endpoint.ts';

export type Flavour = 'preact' | 'react';

// What hosts give setAuth and setFlags, as the host API types spell it.
export type Auth = KatkinAuth;
export type Flags = KatkinFlags;

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export type { Service } from './api/endpoint.ts';

export interface LoaderConfig {
  /** Base URL per backend service, from data-api-base and the per-service overrides. */
  bases: Record<Service, string>;
  /** Base URL of site routes (/login, /discounts/applied, ...). */
  siteBase: string;
  /** Which framework build the loader mounts. */
  flavour: Flavour;
}

export interface TrackEvent {
  name: KatkinTrackEventName;
  /** Unchecked until the tracking widget checks it against KatkinTrackData. */
  data: Record<string, unknown>;
}

export interface KatkinStore {
  auth: ReadableAtom<Auth | null>;
  flags: ReadableAtom<Flags>;
  consent: ReadableAtom<Consent>;
  config: ReadableAtom<LoaderConfig>;
  /** The API bases, the current token and flags, as every call of shared/api takes them. */
  api: ApiEndpoint;
  /** Sends a tracking event to whoever listens (the tracking widget); buffered until then. */
  track(event: TrackEvent): void;
  /** The tracking widget's way in: receives buffered events at once, then each new one. */
  onTrack(handler: (event: TrackEvent) => void): () => void;
}
