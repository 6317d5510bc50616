// The demo customer's shipping and billing addresses: GET /customer/{kind}/all, GET and PATCH
// /customer/{kind}/{id}, POST /customer/{kind}, for kind shipping and billing. All need a token.
// Fixtures: ship-1 (London, the default) and ship-2 (Bristol); bill-1 (London). A new address
// gets the next id (ship-3, ship-4, ... from the request log, so /__control/reset starts again)
// and is not kept: the list stays the fixtures'. firstName, lastName, line1, city and postcode
// are required (400 naming the first missing one); an unknown id is a 404.
// No switches: the faults cover their failures.
import { badRequest, bodyOf, callCount, customerOnly, notFound } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';

const london = { firstName: 'Amelia', lastName: 'Hart', line1: '12 Kingsland Road', line2: 'Flat 3', city: 'London', postcode: 'E2 8DA', phone: '07700 900123' };

const addresses = {
  shipping: { prefix: 'ship', list: [{ id: 'ship-1', ...london }, { id: 'ship-2', firstName: 'Amelia', lastName: 'Hart', line1: '4 Queen Square', city: 'Bristol', postcode: 'BS1 4JQ' }] },
  billing: { prefix: 'bill', list: [{ id: 'bill-1', ...london }] },
};

const REQUIRED = ['firstName', 'lastName', 'line1', 'city', 'postcode'];
const FIELDS = [...REQUIRED, 'line2', 'phone'];

/** The first problem with an address's fields, if any; `whole` for a new address (every required field). */
function problemWith(fields: Record<string, unknown>, whole: boolean): string | undefined {
  const missing = whole ? REQUIRED.find((field) => fields[field] === undefined) : undefined;
  if (missing) return `${missing} is required`;
  const unknown = Object.keys(fields).find((field) => !FIELDS.includes(field));
  if (unknown) return `unknown field ${unknown}`;
  const notText = Object.entries(fields).find(([field, value]) => typeof value !== 'string' || (REQUIRED.includes(field) && value.trim() === ''));
  return notText ? `${notText[0]} must be a non-empty text` : undefined;
}

function kindRoutes(kind: keyof typeof addresses): Route[] {
  const { prefix, list } = addresses[kind];
  const find = (id: string | undefined) => list.find((address) => address.id === id);
  return [
    { method: 'GET', path: `/customer/${kind}/all`, handle: customerOnly(() => ({ body: list })) },
    {
      method: 'GET',
      path: `/customer/${kind}/{id}`,
      handle: customerOnly(({ params }) => {
        const address = find(params.id);
        return address ? { body: address } : notFound(`No ${kind} address ${params.id}`);
      }),
    },
    {
      method: 'POST',
      path: `/customer/${kind}`,
      handle: customerOnly(({ body }, state) => {
        const fields = bodyOf(body);
        const problem = problemWith(fields, true);
        if (problem) return badRequest(problem);
        return { status: 201, body: { id: `${prefix}-${list.length + callCount(state, 'POST', `/customer/${kind}`)}`, ...fields } };
      }),
    },
    {
      method: 'PATCH',
      path: `/customer/${kind}/{id}`,
      handle: customerOnly(({ params, body }) => {
        const address = find(params.id);
        if (!address) return notFound(`No ${kind} address ${params.id}`);
        const changes = bodyOf(body);
        const problem = problemWith(changes, false);
        return problem ? badRequest(problem) : { body: { ...address, ...changes, id: address.id } };
      }),
    },
  ];
}

export const addressRoutes: Route[] = [...kindRoutes('shipping'), ...kindRoutes('billing')];
