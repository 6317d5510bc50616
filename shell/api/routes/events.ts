// POST /event (capi): records each tracking event it receives; GET /events lists the last
// ones, newest first, for the shell's and the marketing example's event log.
import type { ApiState, Route } from '../route-types.ts';
import { isRecord } from '../../../shared/is-record.ts';

const SHOWN_EVENTS = 20;

/** The event bodies received so far, newest first (read from the request log the API keeps anyway). */
export function recordedEvents(state: ApiState): unknown[] {
  return state.requests
    .filter((r) => r.method === 'POST' && r.path === '/event')
    .map((r) => r.body)
    .reverse()
    .slice(0, SHOWN_EVENTS);
}


export const eventRoutes: Route[] = [
  {
    method: 'POST',
    path: '/event',
    handle({ body }) {
      if (!isRecord(body) || typeof body.type !== 'string' || typeof body.eventId !== 'string') {
        return { status: 400, body: { message: 'An event needs at least a type and an eventId' } };
      }
      return { body: { received: true, eventId: body.eventId } };
    },
  },
  { method: 'GET', path: '/events', handle: (_request, state) => ({ body: recordedEvents(state) }) },
];
