import { describe, expect, it } from 'vitest';
import { londonCalendarDate, londonMonthIndex, londonToday } from './london-date.ts';

/** The spec's "month index 9": October, zero-based. Written out, not the module's own constant. */
const OCTOBER_INDEX = 9;

describe('londonMonthIndex', () => {
  it('October is month index 9, as the spec codes it', () => expect(londonMonthIndex('2026-10-15')).toBe(9));

  it.each([
    ['2026-09-30', 8],
    ['2026-10-01', OCTOBER_INDEX],
    ['2026-10-31', OCTOBER_INDEX],
    ['2026-11-01', 10],
    ['2027-01-15', 0],
  ])('calendar date %s -> month index %d', (text, month) => expect(londonMonthIndex(text)).toBe(month));

  it.each([
    // 23:30 UTC on 30 September is 00:30 BST on 1 October.
    ['2026-09-30T23:30:00Z', OCTOBER_INDEX],
    ['2026-09-30T22:30:00Z', 8],
    // Clocks went back on 25 October: 23:30 UTC on 31 October is still 31 October in London.
    ['2026-10-31T23:30:00Z', OCTOBER_INDEX],
    ['2026-10-31T23:30:00-01:00', 10],
    ['2026-10-01T00:30:00+01:00', OCTOBER_INDEX],
  ])('timestamp %s -> month index %d in London', (text, month) => expect(londonMonthIndex(text)).toBe(month));

  it.each(['', 'soon', '2026-02-30', '2026-10', '10/01/2026', '2026-13-01T00:00:00Z'])(
    'gives undefined for %j',
    (text) => expect(londonMonthIndex(text)).toBeUndefined(),
  );
});

describe('londonCalendarDate', () => {
  it.each([
    ['2024-06-05', '2024-06-05'],
    // 23:00 UTC on 4 June is midnight BST on 5 June.
    ['2024-06-04T23:00:00.000Z', '2024-06-05'],
    ['2024-06-04T22:59:59Z', '2024-06-04'],
    // Winter: London is UTC.
    ['2024-12-04T23:30:00Z', '2024-12-04'],
    ['2024-06-05T00:30:00+02:00', '2024-06-04'],
    // No offset: a wall-clock time, its date as written, wherever the browser is.
    ['2024-06-04T23:00:00', '2024-06-04'],
  ])('%s -> %s', (text, date) => expect(londonCalendarDate(text)).toBe(date));

  it.each(['', 'soon', '2024-02-30', '2024-06', '2024-06-05 garbage', '2024-13-01T00:00:00Z', '2024-06-05T25:00:00Z'])('gives undefined for %j', (text) =>
    expect(londonCalendarDate(text)).toBeUndefined(),
  );
});

describe('londonToday', () => {
  it('is the London date, not the UTC one, in British Summer Time', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it('equals the UTC date in winter', () => {
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
  });
});
