// Delivery dates as shown to customers. Dates arrive as 'YYYY-MM-DD' calendar dates; they are
// turned into a local Date at noon, so no time zone (the customer's or UTC) can move the weekday.
import { format } from 'date-fns/format';
import type { CalendarDate } from './iso-date.ts';

const atNoon = ({ year, month, day }: CalendarDate) => new Date(year, month - 1, day, 12);

/** Spec "Delivery date option" in the dropdown: 'Mon 3 June 2024'. */
export function formatDeliveryOption(date: CalendarDate): string {
  return format(atNoon(date), 'EEE d MMMM yyyy');
}

/** Spec variant A "first delivery date shown as weekday, month, day, year": 'Monday, June 3, 2024'. */
export function formatFirstDelivery(date: CalendarDate): string {
  return format(atNoon(date), 'EEEE, MMMM d, yyyy');
}

/** Today's calendar date in Europe/London, where deliveries happen, whatever the machine's zone. */
export function londonToday(now: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
