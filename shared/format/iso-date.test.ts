import { describe, expect, it } from 'vitest';
import { formatDottedDate, formatLongDate, parseIsoDate } from './iso-date.ts';

describe('ISO calendar dates', () => {
  it('formats YYYY-MM-DD as DD.MM.YY (spec "Batch date display")', () => {
    expect(formatDottedDate(parseIsoDate('2026-11-02')!)).toBe('02.11.26');
    expect(formatDottedDate(parseIsoDate('2030-01-31')!)).toBe('31.01.30');
  });
  it('never shifts a day through time zones (midnight UTC dates stay put)', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDottedDate(parseIsoDate('2027-01-01')!)).toBe('01.01.27');
  });
  it("formats review dates like '3 June 2024', whatever the time zone", () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatLongDate(parseIsoDate('2024-06-03')!)).toBe('3 June 2024');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatLongDate(parseIsoDate('2024-01-01')!)).toBe('1 January 2024');
    expect(formatLongDate(parseIsoDate('2025-12-31')!)).toBe('31 December 2025');
  });
  it('rejects what is not a real calendar date', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('2026-1-5')).toBeUndefined();
    expect(parseIsoDate('2026-01-05T00:00:00Z')).toBeUndefined();
  });
});
