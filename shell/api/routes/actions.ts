// POST /actions: the form actions, dispatched by name. A feature adds its action as one entry
// in `actions`. Switches: datesFail and checkoutFails make the litter actions answer
// success: false; checkoutDelayMs holds the checkout reply (double-click tests); today
// ('YYYY-MM-DD') fixes the day the litter dates count from, so tests can expect literal dates.
import { londonToday } from '../../../shared/format/london-date.ts';
import { parseIsoDate, type CalendarDate } from '../../../shared/format/iso-date.ts';
import { EMAIL_CAPTURE_ACTION, handleEmailCapture } from './email-action.ts';
import type { ApiState, Route, RouteReply, RouteRequest } from '../route-types.ts';

interface ActionBody {
  name?: unknown;
  values?: Record<string, unknown>;
}

type Action = (body: ActionBody, state: ApiState, request: RouteRequest) => RouteReply | Promise<RouteReply>;

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Three weeks of litter trial dates from today in London: the day after tomorrow is an express
 * (paid) day, Saturdays cost extra, Sundays are never offered, every other day is free.
 */
export function litterTrialDates(today: CalendarDate): [string, number][] {
  const start = Date.UTC(today.year, today.month - 1, today.day);
  const dates: [string, number][] = [];
  for (let offset = 2; offset <= 22; offset++) {
    const ms = start + offset * DAY_MS;
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0) continue;
    dates.push([iso(ms), offset === 2 ? 2.99 : weekday === 6 ? 3.99 : 0]);
  }
  return dates;
}

/** The switch `today`, else today in London. A bad switch is a 500 naming it, not a silent real clock. */
export function litterToday(switches: ApiState['switches']): CalendarDate {
  if (switches.today === undefined) return londonToday(new Date());
  const fixed = typeof switches.today === 'string' ? parseIsoDate(switches.today) : undefined;
  if (!fixed) throw new Error(`switch today must be a 'YYYY-MM-DD' date (got ${JSON.stringify(switches.today)})`);
  return fixed;
}

const actions: Record<string, Action> = {
  [EMAIL_CAPTURE_ACTION]: (body, state) => handleEmailCapture({ ...body }, state),
  getAvailableLitterTrialDeliveryDates(_body, state) {
    if (state.switches.datesFail) return { body: { success: false, message: 'Delivery dates are unavailable (switch datesFail)' } };
    return { body: { success: true, dates: litterTrialDates(litterToday(state.switches)) } };
  },
  async checkoutLitter(body, state) {
    const delay = Number(state.switches.checkoutDelayMs ?? 0);
    if (delay > 0) await sleep(delay);
    if (state.switches.checkoutFails) return { body: { success: false, message: 'Checkout failed (switch checkoutFails)' } };
    if (typeof body.values?.deliveryDate !== 'string') {
      return { body: { success: false, message: 'Choose a delivery date', failedOn: { fieldName: 'deliveryDate' } } };
    }
    return { body: { success: true } };
  },
};

export const actionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/actions',
    handle(request, state) {
      const body = (request.body ?? {}) as ActionBody;
      const action = typeof body.name === 'string' ? actions[body.name] : undefined;
      if (!action) return { status: 400, body: { success: false, message: `Unknown action ${JSON.stringify(body.name)}` } };
      return action(body, state, request);
    },
  },
];
