// Spec "Form action 'checkoutLitter'": the ad-click identifiers fbp, fbc, test_event_code,
// ttclid, _ttp. Under UK PECR these cookies and click ids are advertising identifiers: they
// are read only with marketing consent. The test event code identifies no one and always goes.
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

export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

export function adClickIds({ cookies, search, nowMs, marketingConsent }: AdClickSources): AdClickIds {
  const query = new URLSearchParams(search);
  const ids: AdClickIds = {};
  const testEventCode = query.get('test_event_code')?.trim();
  if (testEventCode) ids.test_event_code = testEventCode;
  if (!marketingConsent) return ids;
  ids.fbp = cookieValue(cookies, '_fbp');
  // fbclid is case-sensitive and must reach Meta unaltered.
  const fbclid = query.get('fbclid');
  ids.fbc = cookieValue(cookies, '_fbc') ?? (fbclid ? `fb.1.${nowMs}.${fbclid}` : undefined);
  ids.ttclid = query.get('ttclid') || undefined;
  ids._ttp = cookieValue(cookies, '_ttp');
  for (const key of Object.keys(ids) as (keyof AdClickIds)[]) if (ids[key] === undefined) delete ids[key];
  return ids;
}
