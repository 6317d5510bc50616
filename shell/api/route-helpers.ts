// What the route files share: the 401 of customer-only calls, 400s that name their problem,
// a request's JSON body as an object, and counts from the request log.
import { parseIsoDate } from '../../shared/format/iso-date.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { ApiState, Route, RouteReply } from './route-types.ts';

export const unauthenticated: RouteReply = { status: 401, body: { message: 'Log in first' } };

/**
 * The calls only a logged-in customer may make (the client's auth 'required'): 401 without a
 * bearer token, as the real services answer. Any token counts: there is one demo customer.
 */
export function customerOnly(handle: Route['handle']): Route['handle'] {
  return (request, state) => (request.token ? handle(request, state) : unauthenticated);
}

export function badRequest(message: string): RouteReply {
  return { status: 400, body: { message } };
}

export function notFound(message: string): RouteReply {
  return { status: 404, body: { message } };
}

/** The body as an object, or an empty one, so a missing field is a 400 naming it. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}

/**
 * How many `method path` calls the log holds, this one included. New ids and poll counts come
 * from it, so /__control/reset starts them again.
 */
export function callCount(state: ApiState, method: string, path: string): number {
  return state.requests.filter((request) => request.method === method && request.path === path).length;
}

/** A real 'YYYY-MM-DD' calendar date. */
export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && parseIsoDate(value) !== undefined;
