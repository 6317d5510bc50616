// The referral-offer script (a partner's script, e.g. Mention Me): loaded once the visitor gives
// marketing consent, never before. The host names it on the loader <script>:
//   data-referral-src="https://tag.partner.example/api/v2/referreroffer/CODE"
//   data-referral-situation="landingpage|postpurchase|checkout|homepage" (default landingpage)
//   data-referral-locale="en_GB" (default, spec section 9)
import type { KatkinStore } from '../shared/store-types.ts';
import { logError } from '../shared/log.ts';
import { trustedValue } from '../shared/trusted-types.ts';

const REFERRAL_SITUATIONS = ['landingpage', 'postpurchase', 'checkout', 'homepage'];
const DEFAULT_REFERRAL_LOCALE = 'en_GB';

/** The script URL with situation and locale, or a problem naming the attribute that was wrong. */
export function referralScriptUrl(
  attribute: (name: string) => string | null,
  pageUrl: string,
): { url?: string; problem?: string } {
  const src = attribute('data-referral-src')?.trim();
  if (!src) return {};
  const situation = attribute('data-referral-situation')?.trim() || REFERRAL_SITUATIONS[0]!;
  if (!REFERRAL_SITUATIONS.includes(situation)) {
    return { problem: `data-referral-situation must be one of ${REFERRAL_SITUATIONS.join(', ')} (got "${situation}")` };
  }
  let url: URL;
  try {
    url = new URL(src, pageUrl);
  } catch {
    return { problem: `data-referral-src must be a URL (got "${src}")` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: `data-referral-src must be an http(s) URL (got "${src}")` };
  url.searchParams.set('situation', situation);
  url.searchParams.set('locale', attribute('data-referral-locale')?.trim() || DEFAULT_REFERRAL_LOCALE);
  return { url: url.href };
}

/** Adds the script once marketing consent is given (a loaded script cannot be taken back: revoking stops nothing it already did). */
export function loadReferralScript(attribute: (name: string) => string | null, consent: KatkinStore['consent']): void {
  const { url, problem } = referralScriptUrl(attribute, location.href);
  if (problem) logError('loader', problem);
  if (!url) return;
  let loaded = false;
  consent.subscribe(({ marketing }) => {
    if (!marketing || loaded) return;
    loaded = true;
    const script = document.createElement('script');
    script.async = true;
    // The host's own URL, from its own tag: vouched for as the loader's are (shared/trusted-types.ts).
    script.src = trustedValue('createScriptURL')(url);
    document.head.append(script);
  });
}
