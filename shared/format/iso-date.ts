// API dates are 'YYYY-MM-DD' calendar dates. They are read as parts, never through
// Date parsing, so no time zone can move them a day.
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Spec "Batch date display": DD.MM.YY from YYYY-MM-DD. */
export function formatDottedDate(date: CalendarDate): string {
  return `${two(date.day)}.${two(date.month)}.${two(date.year % 100)}`;
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Review dates: '3 June 2024' (by hand: a month table is smaller than date-fns in a block). */
export function formatLongDate(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}
