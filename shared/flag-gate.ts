// The one way a widget shows only for a feature flag's value: the email capture's
// data-feature-flag-id/-value, the price comparison's price-calculator = test (spec sections 2, 9).
import type { Flags } from './store-types.ts';

/** A flag gate applies only when both the flag id and the wanted value are given; values compare as text. */
export function flagAllows(flags: Flags, flagId: string | undefined, flagValue: string | undefined): boolean {
  if (flagId === undefined || flagValue === undefined) return true;
  const actual = flags[flagId];
  return actual !== undefined && String(actual) === flagValue;
}
