// Spec "Form action 'checkoutLitter'": the ad-click identifiers fbp, fbc, test_event_code,
// ttclid, _ttp. Under UK PECR these cookies and click ids are advertising identifiers: they
// are read only with marketing consent. The test event code identifies no one and always goes.
import { clickId, FBC_COOKIE, fbcValue, FBP_COOKIE, TTP_COOKIE } from '../../shared/ad-click-cookies.ts';
import { readCookie } from '../../shared/cookies.ts';

export interface AdClickIds {
  fbp?: string;
  fbc?: string;
  test_event_code?: string;
  ttclid?: string;
  _ttp?: string;
}

export interface AdClickSources {
  cookies: string;
  search: string;
  nowMs: number;
  marketingConsent: boolean;
}

export function adClickIds({ cookies, search, nowMs, marketingConsent }: AdClickSources): AdClickIds {
  const ids: AdClickIds = {};
  const testEventCode = new URLSearchParams(search).get('test_event_code')?.trim();
  if (testEventCode) ids.test_event_code = testEventCode;
  if (!marketingConsent) return ids;
  ids.fbp = readCookie(cookies, FBP_COOKIE) || undefined;
  const fbclid = clickId(search, 'fbclid');
  ids.fbc = readCookie(cookies, FBC_COOKIE) || (fbclid ? fbcValue(nowMs, fbclid) : undefined);
  ids.ttclid = clickId(search, 'ttclid');
  ids._ttp = readCookie(cookies, TTP_COOKIE) || undefined;
  for (const key of Object.keys(ids) as (keyof AdClickIds)[]) if (ids[key] === undefined) delete ids[key];
  return ids;
}
