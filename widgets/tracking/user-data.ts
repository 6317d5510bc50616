// The host's userData as Meta matches it (domain facts, "Tracking"): the server may hash what it
// is sent, and a hash matches only a normalised value, so each field is normalised here, after the
// spec's trimming (section 5), which is the minimum. fbp, fbc, ttclid and _ttp are ids, not hashed:
// they are never passed through this.
import type { KatkinTrackData } from '../../shared/katkin-api.ts';
import { hasEmailShape } from '../../shared/email-format.ts';

export type UserData = NonNullable<KatkinTrackData['userData']>;

/** Our choice: a number written the national way (07700 900123) is a UK one, the service being
 * for UK customers only; Meta wants every number with its country code. */
const HOME_COUNTRY_CODE = '44';

/** Digits only, with the country code: a leading + or 00 dropped, a national 0 (and the "(0)" of
 * "+44 (0)7700") replaced by the home country's code. */
function phoneDigits(phone: string): string {
  const digits = phone.replace('(0)', '').replace(/\D/g, '');
  if (phone.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.startsWith('0') ? HOME_COUNTRY_CODE + digits.slice(1) : digits;
}

interface FieldRule {
  /** The field, trimmed and lowercased, as Meta matches it; '' when nothing usable is left. */
  value(given: string): string;
  /** Why nothing was left, for the console. */
  unusable?: string;
}

const RULES: Record<keyof UserData, FieldRule> = {
  email: { value: (email) => (hasEmailShape(email) ? email : ''), unusable: 'not an email address' },
  firstName: { value: (name) => name },
  lastName: { value: (name) => name },
  postcode: { value: (postcode) => postcode.replace(/\s/g, '') },
  city: { value: (city) => city.replace(/[^\p{L}\p{M}]/gu, ''), unusable: 'no letters' },
  phone: { value: phoneDigits, unusable: 'no digits' },
};

export interface NormalisedUserData {
  fields: Partial<Record<keyof UserData, string>>;
  /** The fields given that had nothing usable left, each named with why (never its value: it identifies a person). */
  leftOut: string[];
}

export function normaliseUserData(userData: UserData = {}): NormalisedUserData {
  const result: NormalisedUserData = { fields: {}, leftOut: [] };
  for (const key of Object.keys(RULES) as (keyof UserData)[]) {
    const given = userData[key]?.trim().toLowerCase();
    if (!given) continue;
    const rule = RULES[key];
    const value = rule.value(given);
    if (value) result.fields[key] = value;
    else result.leftOut.push(`userData.${key} (${rule.unusable ?? 'nothing usable'})`);
  }
  return result;
}
