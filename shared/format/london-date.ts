// The calendar date and month of a date as it is in the UK (Europe/London), for rules such as
// "the next delivery falls in October" or "the offered date on the URL's day". A YYYY-MM-DD
// calendar date is read as parts (no time zone may move it), and so is a timestamp without an
// offset (a wall-clock time: its date is the one written); a timestamp with `Z` or an offset is
// placed in London time, so 23:30 UTC on 30 September (00:30 BST on 1 October) is 1 October.
import { parseIsoDate, type CalendarDate } from './iso-date.ts';

/** JavaScript's zero-based month index, as the spec's "month index 9" (October) is coded. */
export const OCTOBER = 9;

const londonDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' in Europe/London, or undefined when the text is no date or full timestamp. */
export function londonCalendarDate(text: string): string | undefined {
  const written = text.slice(0, 10);
  // Only a date, or a full timestamp: Date would read other shapes ("2026-10", "10/01/2026") inconsistently.
  if (!parseIsoDate(written) || !(text.length === 10 || /^.{10}T\d{2}:\d{2}/.test(text))) return undefined;
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return written;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : londonDayOf(instant);
}

/** 'YYYY-MM-DD' of an instant in Europe/London. */
function londonDayOf(instant: Date): string {
  const parts = Object.fromEntries(londonDay.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today's calendar date in Europe/London, where deliveries happen, whatever the machine's zone. */
export function londonToday(now: Date): CalendarDate {
  const [year, month, day] = londonDayOf(now).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Zero-based month (0 = January) in Europe/London, or undefined when the text is no date. */
export function londonMonthIndex(text: string): number | undefined {
  const date = londonCalendarDate(text);
  return date === undefined ? undefined : Number(date.slice(5, 7)) - 1;
}
