// The price comparison's two calls: the saver plan's tray size and price for a cat's daily kcal,
// and a competitor's cost per day and meat percentage. Fixture data only.
import type { Route, RouteReply } from '../route-types.ts';

/** Saver-plan trays by the cat's daily need: one tray is one cat-day; `price` is the saver
 * delivery of 42 trays, so the per-day price is price / 42 (spec section 9). Demo figures. */
const SAVER_TRAYS: { upToKcal: number; traySize: number; price: number }[] = [
  { upToKcal: 150, traySize: 120, price: 71.4 },
  { upToKcal: 220, traySize: 170, price: 84.0 },
  { upToKcal: 290, traySize: 220, price: 96.6 },
  { upToKcal: 360, traySize: 270, price: 109.2 },
  { upToKcal: Number.POSITIVE_INFINITY, traySize: 320, price: 121.8 },
];

/** DEMO DATA, not market research: estimates from domain facts for a 4 kg adult (238 kcal a day),
 * the middle of each published range, wet food only. meatPercentage is null where no figure is known. */
const DEMO_COMPETITORS: Record<string, { perDayFor4Kg: number; meatPercentage: number | null }> = {
  whiskas: { perDayFor4Kg: 1.1, meatPercentage: 4 },
  felix: { perDayFor4Kg: 1.15, meatPercentage: 4 },
  sheba: { perDayFor4Kg: 1.75, meatPercentage: null },
  'purina-one': { perDayFor4Kg: 1.4, meatPercentage: null },
  'lilys-kitchen': { perDayFor4Kg: 4.0, meatPercentage: 65 },
  applaws: { perDayFor4Kg: 3.5, meatPercentage: 75 },
  encore: { perDayFor4Kg: 3.5, meatPercentage: 75 },
  thrive: { perDayFor4Kg: 3.5, meatPercentage: null },
  untamed: { perDayFor4Kg: 2.5, meatPercentage: null },
  marro: { perDayFor4Kg: 2.5, meatPercentage: null },
};
const DEMO_KCAL_PER_DAY = 238;

function kcalPerDay(url: URL): number | undefined {
  const text = url.searchParams.get('kcalPerDay') ?? '';
  const kcal = Number(text);
  return /^\d+$/.test(text) && kcal > 0 ? kcal : undefined;
}

const badKcal: RouteReply = { status: 400, body: { message: 'kcalPerDay must be a whole number above 0' } };

export const priceComparisonRoutes: Route[] = [
  {
    method: 'GET',
    path: '/subscriptions/tray-sizes',
    handle({ url }) {
      if (url.searchParams.get('pricingPlan') !== 'SAVER') return { status: 400, body: { message: 'pricingPlan must be SAVER' } };
      const kcal = kcalPerDay(url);
      if (kcal === undefined) return badKcal;
      const tray = SAVER_TRAYS.find((size) => kcal <= size.upToKcal)!;
      return { body: { traySize: tray.traySize, price: tray.price } };
    },
  },
  {
    method: 'GET',
    path: '/competitors/portion',
    handle({ url }) {
      const kcal = kcalPerDay(url);
      if (kcal === undefined) return badKcal;
      const brand = url.searchParams.get('brand') ?? '';
      const foodType = url.searchParams.get('foodType') ?? '';
      const demo = DEMO_COMPETITORS[brand];
      if (!demo || foodType !== 'wet') {
        return { status: 404, body: { message: `No demo data for brand "${brand}" (${foodType || 'no food type'})` } };
      }
      // Scaled to the cat's need: a bigger appetite costs more of any food.
      const costPerDay = Math.round((demo.perDayFor4Kg * kcal * 100) / DEMO_KCAL_PER_DAY) / 100;
      return { body: { costPerDay, meatPercentage: demo.meatPercentage, demoData: true } };
    },
  },
];
