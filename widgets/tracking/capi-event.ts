// Builds the Capi event POSTed to /event (spec section 3 "Capi events", domain facts "Tracking"):
// user data trimmed and normalised (user-data.ts), ad-click ids, custom data with tax (20/120) and delivery fee, an event id
// and time. Pure: the page URL, cookies, "now" and the id maker are arguments.
import { readCookie } from '../../shared/cookies.ts';
import { roundMoney } from '../../shared/format/money.ts';
import type { KatkinTrackData, KatkinTrackItem } from '../../shared/katkin-api.ts';
import type { CapiEvent, CapiEventType } from '../../shared/api/capi.ts';
import { normaliseUserData } from './user-data.ts';
import { clickId, FBC_COOKIE, FBP_COOKIE, TTP_COOKIE } from '../../shared/ad-click-cookies.ts';


/** Spec section 9: tracking tax is 20/120 of the value (UK VAT inside a VAT-inclusive price). */
const TAX_SHARE = 20 / 120;
/** Spec section 9: the delivery fee is the sum of the items with this id. */
const DELIVERY_FEE_ID = 'Delivery Fee';
const CURRENCY = 'GBP';

/** What a host (katkin.track) or a widget may send with InitiateCheckout and AddToCart (checked by track-data-check.ts). */
export type TrackData = KatkinTrackData;


export interface PageFacts {
  url: string;
  cookieHeader: string;
  nowMs: number;
  newId: () => string;
  testEventCode?: string;
}

/** The ad-click ids, trimmed, and left out when blank. */
function trimmedEntries(values: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value?.trim();
    if (trimmed) result[key] = trimmed;
  }
  return result;
}

export function taxOf(value: number): number {
  return roundMoney(value * TAX_SHARE);
}

/** A fee item without a price adds nothing: only known charges are summed. */
export function deliveryFeeOf(contents: readonly KatkinTrackItem[]): number {
  return roundMoney(
    contents.filter((item) => item.id === DELIVERY_FEE_ID).reduce((sum, item) => sum + (item.item_price ?? 0) * item.quantity, 0),
  );
}

/** The basket total when the caller gave no value; unknown when an item has no price. */
function contentsValue(contents: readonly KatkinTrackItem[]): number | undefined {
  let total = 0;
  for (const item of contents) {
    if (item.item_price === undefined) return undefined;
    total += item.item_price * item.quantity;
  }
  return total;
}

function customData(type: CapiEventType, data: TrackData): CapiEvent['customData'] {
  const contents = data.contents ?? [];
  const value = data.value ?? contentsValue(contents);
  const money = value === undefined ? {} : { value: roundMoney(value), tax: taxOf(roundMoney(value)) };
  const numItems = contents.filter((item) => item.id !== DELIVERY_FEE_ID).reduce((sum, item) => sum + item.quantity, 0);
  return {
    ...money,
    currency: data.currency?.trim() || CURRENCY,
    contents,
    ...(type === 'InitiateCheckout' ? { numItems } : {}),
    deliveryFee: deliveryFeeOf(contents),
  };
}

export function buildCapiEvent(type: CapiEventType, data: TrackData | undefined, page: PageFacts): CapiEvent {
  const cookie = (name: string) => readCookie(page.cookieHeader, name);
  const testEventCode = page.testEventCode?.trim();
  return {
    type,
    eventSourceUrl: page.url,
    actionSource: 'website',
    userData: {
      ...normaliseUserData(data?.userData).fields,
      ...trimmedEntries({
        fbp: cookie(FBP_COOKIE),
        fbc: cookie(FBC_COOKIE),
        ttclid: clickId(new URL(page.url).search, 'ttclid'),
        _ttp: cookie(TTP_COOKIE),
      }),
    },
    ...(data ? { customData: customData(type, data) } : {}),
    // A blank order id is no id: it would pair every such event with every other.
    eventId: data?.eventId?.trim() || String(data?.orderId ?? '').trim() || page.newId(),
    eventTime: Math.floor(page.nowMs / 1000),
    ...(testEventCode ? { testEventCode } : {}),
  };
}
