// The comparison's two calls (contract section 6), made together: our saver tray for the cat's
// daily kcal, and the competitor's cost per day. A competitor 404 means "no data" (the unknown
// outcome); any other failure of either call means we cannot compare right now.
import { ApiError } from '../../shared/api/api-error.ts';
import { lazyReply, type ReplyOf } from '../../shared/api/lazy-reply.ts';
import { request } from '../../shared/api/request.ts';
import { getSaverTray } from '../../shared/api/subscriptions.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { z } from '../../shared/zod.ts';

const competitorPortion = lazyReply(() =>
  z.object({
    costPerDay: z.number().check(z.gte(0)),
    meatPercentage: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(100)))),
  }),
);

export type CompetitorPortion = ReplyOf<typeof competitorPortion>;

export interface PriceQuestion {
  kcalPerDay: number;
  brand: string;
  foodType: string;
}

export interface Prices {
  trayPrice: number;
  competitor: CompetitorPortion | undefined;
}

/** Our wording: the spec gives no message for a failed price call. */
export const PRICES_FAILED = "We couldn't compare prices just now. Please try again.";

async function competitorOrNone(store: KatkinStore, question: PriceQuestion, signal: AbortSignal): Promise<CompetitorPortion | undefined> {
  try {
    return await request(store.api, {
      service: 'api',
      path: '/competitors/portion',
      query: { brand: question.brand, foodType: question.foodType, kcalPerDay: question.kcalPerDay },
      auth: 'optional',
      reply: competitorPortion,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** The saver tray's price and the competitor's portion (none for an unknown brand); throws on failure. */
export async function fetchPrices(store: KatkinStore, question: PriceQuestion, signal: AbortSignal): Promise<Prices> {
  const [tray, competitor] = await Promise.all([
    getSaverTray(store.api, question.kcalPerDay, signal),
    competitorOrNone(store, question, signal),
  ]);
  return { trayPrice: tray.price, competitor };
}
