// The customer's cats: GET /customer/cats (the API's and the legacy API's, the same list) and
// PATCH /customer/cat/update. The cats are the cancellation plans' (cancellation.ts: cat-1001 to
// cat-1009, each on its plan), keyed by id, birthday on the record; cat-2001 (Smudge, plan 1001)
// is suppressed and listed only with showSuppressedCats=true; filterSubscription=<plan id>
// keeps that plan's cats.
// Switch catUpdateFails: '<error code>' makes every update fail with {errorCode, message}:
// USER_NOT_FOUND 404, HAS_CONFLICTING_PERMISSIONS 403, HAS_ALREADY_BEEN_CHARGED 409, any other
// code (the other nine of spec section 8, or one the client does not know) 500.
// An update of an unknown cat answers 404 without a code.
import { badRequest, bodyOf, customerOnly, isIsoDate, notFound } from '../route-helpers.ts';
import type { Route, RouteReply } from '../route-types.ts';
import { cats } from './cancellation.ts';

type Cat = (typeof cats)[string];

const suppressedCats: Record<string, Cat & { suppressed: true }> = {
  'cat-2001': { freshMealPlanId: 1001, birthday: '2012-09-15', cat: { name: 'Smudge', medicalConditionsDetails: '' }, suppressed: true },
};

const ERROR_STATUS: Record<string, number> = { USER_NOT_FOUND: 404, HAS_CONFLICTING_PERMISSIONS: 403, HAS_ALREADY_BEEN_CHARGED: 409 };

function updateFailure(code: string): RouteReply {
  return { status: ERROR_STATUS[code] ?? 500, body: { errorCode: code, message: `Cat update failed (switch catUpdateFails: ${code})` } };
}

export const catRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customer/cats',
    handle: customerOnly(({ url }) => {
      const all = url.searchParams.get('showSuppressedCats') === 'true' ? { ...cats, ...suppressedCats } : cats;
      const plan = url.searchParams.get('filterSubscription');
      const listed = Object.entries(all).filter(([, record]) => plan === null || String(record.freshMealPlanId) === plan);
      return { body: Object.fromEntries(listed) };
    }),
  },
  {
    method: 'PATCH',
    path: '/customer/cat/update',
    handle: customerOnly(({ body }, state) => {
      const { catId, name, birthday, medicalConditionsDetails } = bodyOf(body);
      if (typeof state.switches.catUpdateFails === 'string') return updateFailure(state.switches.catUpdateFails);
      if (typeof catId !== 'string') return badRequest('catId is required');
      const record = cats[catId] ?? suppressedCats[catId];
      if (!record) return notFound(`No cat ${catId}`);
      if (name !== undefined && (typeof name !== 'string' || name.trim() === '')) return badRequest('name must be a non-empty text');
      if (birthday !== undefined && !isIsoDate(birthday)) return badRequest('birthday must be a YYYY-MM-DD date');
      if (medicalConditionsDetails !== undefined && typeof medicalConditionsDetails !== 'string') return badRequest('medicalConditionsDetails must be text');
      return {
        body: {
          ...record,
          birthday: birthday ?? record.birthday,
          cat: { ...record.cat, name: name ?? record.cat.name, medicalConditionsDetails: medicalConditionsDetails ?? record.cat.medicalConditionsDetails },
        },
      };
    }),
  },
];
