// Plans and pricing (spec section 7 "Subscriptions"; contract section 6 for the saver tray):
// pricing plans, moving the next delivery, changing recipes, the saver tray for a cat's kcal.
import { z } from '../zod.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { anyReply, request, type ReplyCheck } from './request.ts';
import { idText, isoDate, nonEmpty, pounds } from './schemas.ts';

/** Spec section 3 "Enumerations": the recipes. */
const RECIPES = ['CLUCK', 'GOBBLE', 'MOOO', 'OINK', 'QUACK', 'SPLASH', 'BAAA'] as const;
export type Recipe = (typeof RECIPES)[number];

export interface PricingPlan {
  /** 'TRIAL', 'SAVER', ... (spec section 3: "Pricing plan TRIAL exists"). */
  pricingPlan: string;
  traySize: number | string;
  price: number;
}

export interface SaverTray {
  traySize: number | string;
  /** The 42-tray saver delivery, in pounds (per-day price = price / 42). */
  price: number;
}

const traySize = () => z.union([z.number(), z.string()]);
const pricingReply: ReplyCheck<PricingPlan[]> = lazyReply(() =>
  z.array(z.looseObject({ pricingPlan: z.string(), traySize: traySize(), price: pounds() })),
);
const saverTrayReply: ReplyCheck<SaverTray> = lazyReply(() => z.object({ traySize: traySize(), price: z.number().check(z.positive()) }));
const deliveryDateBody = lazyReply(() =>
  z.object({ newDeliveryDate: isoDate(), subscriptionIds: z.array(idText()).check(z.minLength(1)), reason: nonEmpty() }),
);
const recipesBody = lazyReply(() =>
  z.object({ subscriptionId: idText(), recipes: z.partialRecord(z.enum(RECIPES), z.int().check(z.nonnegative())) }),
);

/** GET /fresh/pricing?all=true|false */
export function getFreshPricing(api: ApiEndpoint, { all = false } = {}, signal?: AbortSignal): Promise<PricingPlan[]> {
  return request(api, { service: 'api', path: '/fresh/pricing', query: { all: String(all) }, auth: 'optional', reply: pricingReply, signal });
}

/** PATCH /customer/subscription/delivery-date/update {newDeliveryDate, subscriptionIds, reason} */
export async function updateDeliveryDate(
  api: ApiEndpoint,
  change: { newDeliveryDate: string; subscriptionIds: string[]; reason: string },
): Promise<void> {
  await request(api, {
    service: 'api',
    path: '/customer/subscription/delivery-date/update',
    method: 'PATCH',
    body: change,
    send: deliveryDateBody,
    auth: 'required',
    reply: anyReply,
  });
}

/** PUT /customer/subscription/fresh/recipes/update {subscriptionId, recipes: {RECIPE: trays}} (payload ours). */
export async function updateRecipes(api: ApiEndpoint, change: { subscriptionId: string; recipes: Partial<Record<Recipe, number>> }): Promise<void> {
  await request(api, {
    service: 'api',
    path: '/customer/subscription/fresh/recipes/update',
    method: 'PUT',
    body: change,
    send: recipesBody,
    auth: 'required',
    reply: anyReply,
  });
}

/** GET /subscriptions/tray-sizes?pricingPlan=SAVER&kcalPerDay=N (contract section 6). */
export function getSaverTray(api: ApiEndpoint, kcalPerDay: number, signal?: AbortSignal): Promise<SaverTray> {
  return request(api, {
    service: 'api',
    path: '/subscriptions/tray-sizes',
    query: { pricingPlan: 'SAVER', kcalPerDay },
    auth: 'optional',
    reply: saverTrayReply,
    signal,
  });
}
