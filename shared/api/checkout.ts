// Checkout baskets (spec sections 3 "Basket", 7 "Checkout", 8 and 9): creating a basket, the
// checkout basket with its network-failure answer, and polling a basket until it settles.
// These work on the visitor's site session too, so they send cookies (README, "API client").
import { z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { pathWith, request, type ReplyCheck } from './request.ts';
import { nonEmpty } from './schemas.ts';
import { logError } from '../log.ts';

export interface BasketValidationError {
  field: string;
  message: string;
  errorType: string;
}

export interface Basket {
  basketId: string;
  /** DRAFT and IN_PROGRESS: still settling (poll again); any other status is final. */
  status?: string;
  clientSecret?: string | null;
  isExisting?: boolean;
  existingBasket?: Basket | null;
  validationError?: BasketValidationError | null;
}

/** What goes in a basket: the spec does not show it, so items are ours and anything else passes through. */
export interface BasketContents {
  items: { id: string; quantity: number }[];
  [field: string]: unknown;
}

/** Spec section 8: what createCheckoutBasket answers on any failure. */
export const NETWORK_FAILURE_BASKET: Basket = Object.freeze({
  basketId: '',
  validationError: Object.freeze({ field: 'network', message: 'Network request failed', errorType: 'network_error' }),
});

const basketShape = () => ({
  basketId: z.string(),
  status: z.optional(z.string()),
  clientSecret: z.optional(z.nullable(z.string())),
  isExisting: z.optional(z.boolean()),
  validationError: z.optional(z.nullable(z.looseObject({ field: z.string(), message: z.string(), errorType: z.string() }))),
});

const basketReply: ReplyCheck<Basket> = lazyReply(() =>
  z.looseObject({ ...basketShape(), existingBasket: z.optional(z.nullable(z.looseObject(basketShape()))) }),
);

/** An error reply that holds the customer's existing basket: `{existingBasket: {...}}`. */
const existingBasketBody = lazyReply(() => z.looseObject({ existingBasket: z.looseObject(basketShape()) }));

const contentsBody = lazyReply(() =>
  z.object({
    basket: z.looseObject({ items: z.array(z.object({ id: nonEmpty(), quantity: z.int().check(z.positive()) })).check(z.minLength(1)) }),
  }),
);

function postBasket(api: ApiEndpoint, path: string, basket: BasketContents): Promise<Basket> {
  return request(api, { service: 'api', path, method: 'POST', body: { basket }, send: contentsBody, auth: 'optional', cookies: true, reply: basketReply });
}

/**
 * POST /internal/basket/{userId} {basket}. Spec section 8: when the reply holds an existing
 * basket (a success or an error reply), that basket is returned instead of an error.
 */
export async function createBasket(api: ApiEndpoint, userId: string, basket: BasketContents): Promise<Basket> {
  try {
    const reply = await postBasket(api, pathWith('/internal/basket/', userId), basket);
    return reply.existingBasket ? { ...reply.existingBasket, isExisting: true } : reply;
  } catch (error) {
    const existing = error instanceof ApiError ? existingBasketBody.safeParse(error.body) : undefined;
    if (existing?.success) return { ...existing.data.existingBasket, isExisting: true };
    throw error;
  }
}

/** POST /v2/basket/{userId} {basket}. Spec section 8: any failure answers NETWORK_FAILURE_BASKET, never throws. */
export async function createCheckoutBasket(api: ApiEndpoint, userId: string, basket: BasketContents): Promise<Basket> {
  try {
    return await postBasket(api, pathWith('/v2/basket/', userId), basket);
  } catch (error) {
    logError('api', 'the checkout basket could not be created:', error);
    return { ...NETWORK_FAILURE_BASKET, validationError: { ...NETWORK_FAILURE_BASKET.validationError! } };
  }
}

/** GET /basket/{id}: one look at a basket (async: an empty id rejects, never throws at the call). */
export async function getBasket(api: ApiEndpoint, basketId: string, signal?: AbortSignal): Promise<Basket> {
  return request(api, { service: 'api', path: pathWith('/basket/', basketId), auth: 'optional', cookies: true, reply: basketReply, signal });
}
