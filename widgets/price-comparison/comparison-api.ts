// The comparison's two calls (contract section 6), made together: our saver tray for the cat's
// daily kcal, and the competitor's cost per day (none for an unknown brand: the unknown
// outcome). Any other failure of either call means we cannot compare right now.
import { getCompetitorPortion, type CompetitorPortion, type PortionQuestion } from '../../shared/api/competitors.ts';
import { getSaverTray } from '../../shared/api/subscriptions.ts';
import type { KatkinStore } from '../../shared/store-types.ts';

export type PriceQuestion = PortionQuestion;

export interface Prices {
  trayPrice: number;
  competitor: CompetitorPortion | undefined;
}

/** Our wording: the spec gives no message for a failed price call. */
export const PRICES_FAILED = "We couldn't compare prices just now. Please try again.";

/** The saver tray's price and the competitor's portion (none for an unknown brand); throws on failure. */
export async function fetchPrices(store: KatkinStore, question: PriceQuestion, signal: AbortSignal): Promise<Prices> {
  const [tray, competitor] = await Promise.all([
    getSaverTray(store.api, question.kcalPerDay, signal),
    getCompetitorPortion(store.api, question, signal),
  ]);
  return { trayPrice: tray.price, competitor };
}
