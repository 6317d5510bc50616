// Checks the arguments of window.katkin commands. Hosts we do not control call these,
// so every bad call gets a message naming the command and what was expected.
import type { Auth, Consent, Flags, TrackEvent } from '../shared/store-types.ts';
import { isRecord } from '../shared/is-record.ts';

export class CommandError extends Error {}

export function checkAuth(value: unknown): Auth | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || typeof value.accessToken !== 'string' || value.accessToken === '') {
    throw new CommandError('setAuth expects {accessToken: non-empty string, customerId?: string} or null');
  }
  const customerId = value.customerId;
  if (customerId !== undefined && typeof customerId !== 'string' && typeof customerId !== 'number') {
    throw new CommandError('setAuth: customerId must be a string or number');
  }
  return customerId === undefined
    ? { accessToken: value.accessToken }
    : { accessToken: value.accessToken, customerId: String(customerId) };
}

export function checkFlags(value: unknown): Flags {
  if (!isRecord(value)) throw new CommandError('setFlags expects an object of flag name to value');
  for (const [name, flag] of Object.entries(value)) {
    if (!['string', 'number', 'boolean'].includes(typeof flag)) {
      throw new CommandError(`setFlags: flag "${name}" must be a string, number or boolean`);
    }
  }
  return value as Flags;
}

export function checkConsent(value: unknown): Partial<Consent> {
  if (!isRecord(value)) throw new CommandError('setConsent expects {analytics?: boolean, marketing?: boolean}');
  const consent: Partial<Consent> = {};
  for (const key of ['analytics', 'marketing'] as const) {
    if (value[key] === undefined) continue;
    if (typeof value[key] !== 'boolean') throw new CommandError(`setConsent: ${key} must be true or false`);
    consent[key] = value[key];
  }
  return consent;
}

export function checkTrack(name: unknown, data: unknown): TrackEvent {
  if (name !== 'InitiateCheckout' && name !== 'AddToCart') {
    throw new CommandError(`track: event name must be "InitiateCheckout" or "AddToCart" (got ${JSON.stringify(name)})`);
  }
  if (data !== undefined && !isRecord(data)) throw new CommandError('track: data must be an object');
  return { name, data: (data as Record<string, unknown> | undefined) ?? {} };
}

/** connectAnalytics: an object (posthog, or any client of its shape); its methods are checked as they are used. */
export function checkAnalyticsClient(value: unknown): object {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) {
    throw new CommandError('connectAnalytics expects the analytics client, e.g. posthog (an object with getFeatureFlag, onFeatureFlags, identify)');
  }
  return value;
}
