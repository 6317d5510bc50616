// Litter and add-ons on a plan (spec section 7 "Litter"): product prices, a plan's cadence, the
// add-ons list. Spec section 8: these calls throw an empty error; the cause is kept on it
// (`error.cause`) for logging. A call its caller cancelled stays an 'aborted' ApiError.
import { z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { anyReply, request, type RequestSpec } from './request.ts';
import { idText, nonEmpty, pounds } from './schemas.ts';

/** Spec section 3 "Enumerations": the litter items, the add-ons and the tote bag. */
const EXTRA_ITEMS = ['SCOOP_HEALTH', 'SCOOP_PLANET', 'SPRINKLES', 'NIBBLES_CHICKEN', 'NIBBLES_SALMON', 'TOTE_BAG'] as const;
export type ExtraItem = (typeof EXTRA_ITEMS)[number];

export interface ProductPrices {
  productTitle: string;
  /** One row per quantity: the price, and the sale price while an offer runs. */
  prices: { quantity: number; price: number; salePrice?: number | null }[];
}

const count = () => z.int().check(z.nonnegative());

const pricesReply = lazyReply(() =>
  z.looseObject({
    productTitle: z.string(),
    prices: z.array(z.looseObject({ quantity: count(), price: pounds(), salePrice: z.optional(z.nullable(pounds())) })),
  }),
);
const cadenceBody = lazyReply(() => z.object({ parentId: idText(), cadence: nonEmpty(), quantity: count() }));
const addonsBody = lazyReply(() => z.object({ freshMealPlanId: idText(), addons: z.partialRecord(z.enum(EXTRA_ITEMS), count()) }));

/** Spec section 8: "Extra-plan calls throw an empty error." */
async function orEmptyError<T>(api: ApiEndpoint, spec: RequestSpec<T>): Promise<T> {
  try {
    return await request(api, spec);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    throw new Error('', { cause: error });
  }
}

/** GET /customer/extraPlan/getProductPrices?productTitle= */
export function getProductPrices(api: ApiEndpoint, productTitle: string, signal?: AbortSignal): Promise<ProductPrices> {
  return orEmptyError(api, {
    service: 'api',
    path: '/customer/extraPlan/getProductPrices',
    query: { productTitle },
    auth: 'optional',
    reply: pricesReply,
    signal,
  });
}

/** POST /customer/extraPlan/changeCadence {parentId, cadence, quantity} */
export async function changeCadence(api: ApiEndpoint, change: { parentId: string; cadence: string; quantity: number }): Promise<void> {
  await orEmptyError(api, {
    service: 'api',
    path: '/customer/extraPlan/changeCadence',
    method: 'POST',
    body: change,
    send: cadenceBody,
    auth: 'required',
    reply: anyReply,
  });
}

/** POST /customer/changeAddonsList {freshMealPlanId, addons: {item: quantity}} */
export async function changeAddonsList(
  api: ApiEndpoint,
  change: { freshMealPlanId: string; addons: Partial<Record<ExtraItem, number>> },
): Promise<void> {
  await orEmptyError(api, {
    service: 'api',
    path: '/customer/changeAddonsList',
    method: 'POST',
    body: change,
    send: addonsBody,
    auth: 'required',
    reply: anyReply,
  });
}
