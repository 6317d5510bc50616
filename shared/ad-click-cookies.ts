// The ad-click identifiers both the tracking widget (CAPI events) and the litter checkout
// (its trackingInfo) send: the cookie names, how _fbc's value is built and how a click id is read
// from the query (domain facts, "Tracking").
export const FBP_COOKIE = '_fbp';
export const FBC_COOKIE = '_fbc';
export const TTP_COOKIE = '_ttp';

/** fb.1.<creation time in ms>.<fbclid>, the click id exactly as it came (it is case-sensitive). */
export function fbcValue(nowMs: number, fbclid: string): string {
  return `fb.1.${nowMs}.${fbclid}`;
}

/**
 * A click id (fbclid, ttclid) from the query string exactly as the ad sent it: percent escapes
 * decoded, a '+' kept. URLSearchParams reads '+' as a space (form encoding), which would alter the
 * id, and the domain facts say it must never be altered. The first one given; undefined when
 * absent or empty.
 */
export function clickId(search: string, name: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', value = ''] = pair.split(/=(.*)/s, 2).map(decoded);
    if (key === name) return value || undefined;
  }
  return undefined;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray '%' in the address: the text as it is, never an exception in the host's page.
    return text;
  }
}
