// Delivery dates as shown to customers, by hand: two name tables weigh far less than a date
// library's formatter and locale (about 6 KB brotli on every page with the litter offer).
// Dates arrive as 'YYYY-MM-DD' calendar dates; the weekday comes from UTC arithmetic, so no
// time zone (the customer's or the machine's) can move it.
import { MONTHS, type CalendarDate } from './iso-date.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const weekday = ({ year, month, day }: CalendarDate) => WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;

/** Spec "Delivery date option" in the dropdown: 'Mon 3 June 2024'. */
export function formatDeliveryOption(date: CalendarDate): string {
  return `${weekday(date).slice(0, 3)} ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** Spec variant A "first delivery date shown as weekday, month, day, year": 'Monday, June 3, 2024'. */
export function formatFirstDelivery(date: CalendarDate): string {
  return `${weekday(date)}, ${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}
