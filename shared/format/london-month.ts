// The calendar month of a date as it is in the UK (Europe/London), for rules such as
// "the next delivery falls in October". A YYYY-MM-DD calendar date is read as parts (no time
// zone may move it); a timestamp is placed in London time, so 23:30 UTC on 30 September
// (00:30 BST on 1 October) counts as October.
import { parseIsoDate } from './iso-date.ts';

/** JavaScript's zero-based month index, as the spec's "month index 9" (October) is coded. */
export const OCTOBER = 9;

const londonMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'numeric' });

/** Zero-based month (0 = January) in Europe/London, or undefined when the text is no date. */
export function londonMonthIndex(text: string): number | undefined {
  const calendarDate = parseIsoDate(text);
  if (calendarDate) return calendarDate.month - 1;
  // Only full timestamps: Date would read other shapes ("2026-10", "10/01/2026") inconsistently.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return undefined;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return undefined;
  return Number(londonMonth.format(instant)) - 1;
}
