// Checkout baskets: POST /internal/basket/{userId} and POST /v2/basket/{userId} {basket: {items}},
// and GET /basket/{id}. Token optional (they work on the site session). Items are the catalogue
// below, quantity a whole number from 1; an unknown item answers 200 with an empty basketId and
// a validationError, as the checkout service reports a basket it cannot build.
// - /internal/basket: a new basket bkt-1, bkt-2, ... (status DRAFT). User user-with-basket, or
//   any user with switch hasBasket: true, already has one: 409 {message, existingBasket}.
// - /v2/basket: a checkout basket chk-1, chk-2, ... (status DRAFT) with its clientSecret.
// - /basket/{id} (any bkt- or chk- id; else 404): the first look answers DRAFT, the next ones
//   IN_PROGRESS, and look N (switch basketSettlesAfterLooks: N, default 3) and later answer
//   COMPLETE (switch basketFinalStatus: another status, e.g. 'FAILED'); switch
//   basketNeverSettles: true keeps it IN_PROGRESS. Looks are counted from the request log.
import { badRequest, bodyOf, callCount } from '../route-helpers.ts';
import type { ApiState, Route, RouteReply } from '../route-types.ts';
import { isRecord } from '../../../shared/is-record.ts';

const CATALOGUE = ['FRESH_TRIAL', 'FRESH_STANDARD', 'FRESH_SAVER', 'SCOOP_HEALTH', 'SCOOP_PLANET', 'SPRINKLES', 'NIBBLES_CHICKEN', 'NIBBLES_SALMON', 'TOTE_BAG'];
const USER_WITH_BASKET = 'user-with-basket';
const EXISTING_BASKET = { basketId: 'bkt-existing', status: 'DRAFT', clientSecret: null };
const DEFAULT_LOOKS = 3;

const clientSecret = (basketId: string) => `pi_demo_${basketId}_secret_demo`;

/** A new basket's number: the calls to `base` so far, for any user, this one included. */
const basketNumber = (state: ApiState, base: string) => state.requests.filter((r) => r.method === 'POST' && r.path.startsWith(base)).length;

/** A 400 for a body that is no basket, a 200 with a validationError for an item not sold, or undefined when the basket is good. */
function basketProblem(body: unknown): RouteReply | undefined {
  const basket = bodyOf(body).basket;
  const items = isRecord(basket) ? basket.items : undefined;
  if (!Array.isArray(items) || items.length === 0) return badRequest('basket.items must list at least one item');
  for (const item of items) {
    if (!isRecord(item) || typeof item.id !== 'string' || !Number.isInteger(item.quantity) || (item.quantity as number) < 1) {
      return badRequest('each item needs an id and a whole quantity from 1');
    }
    if (!CATALOGUE.includes(item.id)) {
      return { body: { basketId: '', validationError: { field: 'items', message: `We do not sell ${item.id}`, errorType: 'validation_error' } } };
    }
  }
  return undefined;
}

/** The status of a basket at its `look`th look (switches above). */
function statusAt(look: number, switches: ApiState['switches']): string {
  const settlesAfter = Number.isInteger(switches.basketSettlesAfterLooks) ? (switches.basketSettlesAfterLooks as number) : DEFAULT_LOOKS;
  if (switches.basketNeverSettles !== true && look >= settlesAfter) return typeof switches.basketFinalStatus === 'string' ? switches.basketFinalStatus : 'COMPLETE';
  return look === 1 ? 'DRAFT' : 'IN_PROGRESS';
}

export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    path: '/internal/basket/{userId}',
    handle({ params, body }, state) {
      if (params.userId === USER_WITH_BASKET || state.switches.hasBasket === true) {
        return { status: 409, body: { message: 'This customer already has a basket', existingBasket: EXISTING_BASKET } };
      }
      const problem = basketProblem(body);
      if (problem) return problem;
      return { status: 201, body: { basketId: `bkt-${basketNumber(state, '/internal/basket/')}`, status: 'DRAFT', clientSecret: null, isExisting: false } };
    },
  },
  {
    method: 'POST',
    path: '/v2/basket/{userId}',
    handle({ body }, state) {
      const problem = basketProblem(body);
      if (problem) return problem;
      const basketId = `chk-${basketNumber(state, '/v2/basket/')}`;
      return { status: 201, body: { basketId, status: 'DRAFT', clientSecret: clientSecret(basketId), validationError: null } };
    },
  },
  {
    method: 'GET',
    path: '/basket/{id}',
    handle({ params, url }, state) {
      if (!/^(bkt|chk)-/.test(params.id!)) return { status: 404, body: { message: `No basket ${params.id}` } };
      const status = statusAt(callCount(state, 'GET', url.pathname), state.switches);
      return { body: { basketId: params.id, status, clientSecret: clientSecret(params.id!) } };
    },
  },
];
