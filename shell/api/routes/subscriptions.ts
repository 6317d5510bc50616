// Plans and pricing: GET /fresh/pricing?all=true|false (token optional: the plans on sale,
// TRIAL among them; all=true adds the retired ones), PATCH
// /customer/subscription/delivery-date/update {newDeliveryDate, subscriptionIds, reason} and PUT
// /customer/subscription/fresh/recipes/update {subscriptionId, recipes: {RECIPE: trays}} (token
// needed; a plan the demo customer does not have is a 404, a bad field a 400). The saver tray
// for a cat (GET /subscriptions/tray-sizes) is price-comparison.ts's.
// No switches: the faults cover their failures.
import { badRequest, bodyOf, customerOnly, isIsoDate, notFound } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';
import { freshMealPlans } from './cancellation.ts';

const ON_SALE = [
  { pricingPlan: 'TRIAL', traySize: 120, price: 14.99 },
  { pricingPlan: 'STANDARD', traySize: 220, price: 45.6 },
  { pricingPlan: 'SAVER', traySize: 220, price: 96.6 },
];
const RETIRED = [{ pricingPlan: 'LEGACY_2023', traySize: 200, price: 41.2 }];
const RECIPES = ['CLUCK', 'GOBBLE', 'MOOO', 'OINK', 'QUACK', 'SPLASH', 'BAAA'];

const unknownPlan = (ids: unknown[]) => ids.find((id) => !freshMealPlans.some((plan) => String(plan.parentId) === String(id)));

export const subscriptionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/fresh/pricing',
    handle({ url }) {
      const all = url.searchParams.get('all');
      if (all !== 'true' && all !== 'false') return badRequest('all must be true or false');
      return { body: all === 'true' ? [...ON_SALE, ...RETIRED] : ON_SALE };
    },
  },
  {
    method: 'PATCH',
    path: '/customer/subscription/delivery-date/update',
    handle: customerOnly(({ body }) => {
      const { newDeliveryDate, subscriptionIds, reason } = bodyOf(body);
      if (!isIsoDate(newDeliveryDate)) return badRequest('newDeliveryDate must be a YYYY-MM-DD date');
      if (!Array.isArray(subscriptionIds) || subscriptionIds.length === 0) return badRequest('subscriptionIds must list at least one plan');
      if (typeof reason !== 'string' || reason.trim() === '') return badRequest('reason is required');
      const unknown = unknownPlan(subscriptionIds);
      if (unknown !== undefined) return notFound(`No plan ${String(unknown)}`);
      return { body: { updated: subscriptionIds.map(String), nextDeliveryDate: newDeliveryDate } };
    }),
  },
  {
    method: 'PUT',
    path: '/customer/subscription/fresh/recipes/update',
    handle: customerOnly(({ body }) => {
      const { subscriptionId, recipes } = bodyOf(body);
      const entries = Object.entries(bodyOf(recipes));
      const wrong = entries.find(([recipe, trays]) => !RECIPES.includes(recipe) || !Number.isInteger(trays) || (trays as number) < 0);
      if (entries.length === 0 || wrong) return badRequest(wrong ? `${wrong[0]}: not a recipe, or not a whole number of trays` : 'recipes are required');
      if (unknownPlan([subscriptionId]) !== undefined) return notFound(`No plan ${String(subscriptionId)}`);
      return { body: { subscriptionId: String(subscriptionId), recipes: Object.fromEntries(entries) } };
    }),
  },
];
