// The ad-click identifiers both the tracking widget (CAPI events) and the litter checkout
// (its trackingInfo) send: the cookie names and how _fbc's value is built (domain facts, "Tracking").
export const FBP_COOKIE = '_fbp';
export const FBC_COOKIE = '_fbc';
export const TTP_COOKIE = '_ttp';

/** fb.1.<creation time in ms>.<fbclid>, the click id exactly as it came (it is case-sensitive). */
export function fbcValue(nowMs: number, fbclid: string): string {
  return `fb.1.${nowMs}.${fbclid}`;
}
