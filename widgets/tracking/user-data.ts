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

/** The fewest digits a number with its country code has (E.164 numbers run from 7 or 8 to 15). */
const MIN_PHONE_DIGITS = 7;

/** Digits only, with the country code: a leading + or 00 dropped; a national number's 0 replaced by
 * the home country's code; the trunk 0 a UK number keeps after +44 ("+44 (0)7700", "+44 07700"),
 * which is not dialled from abroad, dropped; an extension left off. Too few digits for a number: ''. */
function phoneDigits(phone: string): string {
  const international = /^(\+|00)/.test(phone);
  // An extension ("ext 12", "x12") is not part of the number Meta matches.
  const digits = phone.replace(/\s*(ext\.?|x)\s*\d+$/, '').replace(/\D/g, '');
  const withCode = international ? digits.replace(/^00/, '') : digits.replace(/^0/, HOME_COUNTRY_CODE);
  const number = withCode.replace(new RegExp(`^${HOME_COUNTRY_CODE}0`), HOME_COUNTRY_CODE);
  return number.length >= MIN_PHONE_DIGITS ? number : '';
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
  phone: { value: phoneDigits, unusable: 'not a phone number' },
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
