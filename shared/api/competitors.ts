// GET /competitors/portion (contract section 6): a competitor's cost per day and meat percentage
// for a cat's daily kcal. The contract's 404 for a brand it does not know is "no data", not a failure.
import { z } from '../zod.ts';
import { ApiError } from './api-error.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { request, type ReplyCheck } from './request.ts';

export interface CompetitorPortion {
  costPerDay: number;
  /** Absent or null where no figure is known. */
  meatPercentage?: number | null;
}

export interface PortionQuestion {
  brand: string;
  foodType: string;
  kcalPerDay: number;
}

const portionReply: ReplyCheck<CompetitorPortion> = lazyReply(() =>
  z.object({
    costPerDay: z.number().check(z.gte(0)),
    meatPercentage: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(100)))),
  }),
);

/** The portion, or undefined when the brand is unknown (404); any other failure throws. */
export async function getCompetitorPortion(
  api: ApiEndpoint,
  { brand, foodType, kcalPerDay }: PortionQuestion,
  signal?: AbortSignal,
): Promise<CompetitorPortion | undefined> {
  try {
    return await request(api, { service: 'api', path: '/competitors/portion', query: { brand, foodType, kcalPerDay }, auth: 'optional', reply: portionReply, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
