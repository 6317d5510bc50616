// Litter and add-ons on a plan: GET /customer/extraPlan/getProductPrices?productTitle= (token
// optional; an unknown title is a 404), POST /customer/extraPlan/changeCadence {parentId,
// cadence, quantity} and POST /customer/changeAddonsList {freshMealPlanId, addons: {item:
// quantity}} (token needed; a plan the demo customer does not have is a 404, an unknown item a
// 400). Prices in pounds per quantity; the litter's salePrice is the trial's 50% off.
// Switch extraPlansFail: true makes all three answer 500.
import { badRequest, bodyOf, customerOnly, notFound } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';
import { freshMealPlans } from './cancellation.ts';

const litter = (price: number) => [
  { quantity: 1, price, salePrice: Math.round(price * 50) / 100 },
  { quantity: 2, price: Math.round(price * 190) / 100, salePrice: null },
];

const PRODUCT_PRICES: Record<string, { quantity: number; price: number; salePrice: number | null }[]> = {
  SCOOP_HEALTH: litter(12.99),
  SCOOP_PLANET: litter(10.99),
  SPRINKLES: [{ quantity: 1, price: 4.5, salePrice: null }],
  NIBBLES_CHICKEN: [{ quantity: 1, price: 3.99, salePrice: null }, { quantity: 3, price: 10.99, salePrice: null }],
  NIBBLES_SALMON: [{ quantity: 1, price: 3.99, salePrice: null }, { quantity: 3, price: 10.99, salePrice: null }],
};
const ITEMS = [...Object.keys(PRODUCT_PRICES), 'TOTE_BAG'];

const failed = { status: 500, body: { message: 'Extra plans are unavailable (switch extraPlansFail)' } };
const hasPlan = (id: unknown) => freshMealPlans.some((plan) => String(plan.parentId) === String(id));
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

export const extraPlanRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customer/extraPlan/getProductPrices',
    handle({ url }, state) {
      if (state.switches.extraPlansFail === true) return failed;
      const productTitle = url.searchParams.get('productTitle') ?? '';
      const prices = PRODUCT_PRICES[productTitle];
      return prices ? { body: { productTitle, prices } } : notFound(`No product ${productTitle}`);
    },
  },
  {
    method: 'POST',
    path: '/customer/extraPlan/changeCadence',
    handle: customerOnly(({ body }, state) => {
      if (state.switches.extraPlansFail === true) return failed;
      const { parentId, cadence, quantity } = bodyOf(body);
      if (typeof cadence !== 'string' || cadence === '' || !isCount(quantity)) return badRequest('cadence and a whole quantity are required');
      if (!hasPlan(parentId)) return notFound(`No plan ${String(parentId)}`);
      return { body: { success: true, parentId: String(parentId), cadence, quantity } };
    }),
  },
  {
    method: 'POST',
    path: '/customer/changeAddonsList',
    handle: customerOnly(({ body }, state) => {
      if (state.switches.extraPlansFail === true) return failed;
      const { freshMealPlanId, addons } = bodyOf(body);
      const entries = Object.entries(bodyOf(addons));
      const wrong = entries.find(([item, quantity]) => !ITEMS.includes(item) || !isCount(quantity));
      if (wrong) return badRequest(`${wrong[0]}: not an add-on, or not a whole quantity`);
      if (!hasPlan(freshMealPlanId)) return notFound(`No plan ${String(freshMealPlanId)}`);
      return { body: { success: true, freshMealPlanId: String(freshMealPlanId), addons: Object.fromEntries(entries) } };
    }),
  },
];
