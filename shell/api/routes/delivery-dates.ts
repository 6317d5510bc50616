// POST /check-selectable {deliveryDate, productType, orderType}: {selectable}.
// A date is selectable from the day after tomorrow up to 8 weeks ahead, never on a Sunday, for
// any product and order type; "today" is London's, or switch today: 'YYYY-MM-DD' (actions.ts),
// so tests can expect literal answers. Token optional. A field missing or a date that is not a
// YYYY-MM-DD date: 400.
import { parseIsoDate } from '../../../shared/format/iso-date.ts';
import { badRequest, bodyOf } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';
import { litterToday } from './actions.ts';

const DAY_MS = 86_400_000;
const FIRST_DAY = 2;
const LAST_DAY = 56;

export const deliveryDateRoutes: Route[] = [
  {
    method: 'POST',
    path: '/check-selectable',
    handle({ body }, state) {
      const { deliveryDate, productType, orderType } = bodyOf(body);
      const date = typeof deliveryDate === 'string' ? parseIsoDate(deliveryDate) : undefined;
      if (!date) return badRequest('deliveryDate must be a YYYY-MM-DD date');
      if (typeof productType !== 'string' || typeof orderType !== 'string') return badRequest('productType and orderType are required');
      const today = litterToday(state.switches);
      const asked = Date.UTC(date.year, date.month - 1, date.day);
      const days = (asked - Date.UTC(today.year, today.month - 1, today.day)) / DAY_MS;
      return { body: { selectable: days >= FIRST_DAY && days <= LAST_DAY && new Date(asked).getUTCDay() !== 0 } };
    },
  },
];
