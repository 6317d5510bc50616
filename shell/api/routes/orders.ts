// The orders service: GET /orders/had-halloween-recipe?planId=N (plan 1005 had the special
// recipe, cancellation.ts) and GET /orders/has-purchased-nibbles?planId=N&months=M (plan 1001
// bought nibbles 2 months ago, plan 1002 7 months ago, no other plan ever). Both need a token.
// No switches: the faults cover their failures.
import { badRequest, customerOnly } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';

const HAD_SPECIAL_RECIPE = new Set(['1005']);
const NIBBLES_MONTHS_AGO: Record<string, number> = { '1001': 2, '1002': 7 };

export const orderRoutes: Route[] = [
  {
    method: 'GET',
    path: '/orders/had-halloween-recipe',
    handle: customerOnly(({ url }) => ({ body: { result: HAD_SPECIAL_RECIPE.has(url.searchParams.get('planId') ?? '') } })),
  },
  {
    method: 'GET',
    path: '/orders/has-purchased-nibbles',
    handle: customerOnly(({ url }) => {
      const months = url.searchParams.get('months') ?? '';
      if (!/^\d+$/.test(months)) return badRequest('months must be a whole number');
      const monthsAgo = NIBBLES_MONTHS_AGO[url.searchParams.get('planId') ?? ''];
      return { body: { result: monthsAgo !== undefined && monthsAgo <= Number(months) } };
    }),
  },
];
