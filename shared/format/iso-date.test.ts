import { describe, expect, it } from 'vitest';
import { formatDottedDate, parseIsoDate } from './iso-date.ts';

describe('ISO calendar dates', () => {
  it('formats YYYY-MM-DD as DD.MM.YY (spec "Batch date display")', () => {
    expect(formatDottedDate(parseIsoDate('2026-11-02')!)).toBe('02.11.26');
    expect(formatDottedDate(parseIsoDate('2030-01-31')!)).toBe('31.01.30');
  });
  it('never shifts a day through time zones (midnight UTC dates stay put)', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDottedDate(parseIsoDate('2027-01-01')!)).toBe('01.01.27');
  });
  it('rejects what is not a real calendar date', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('2026-1-5')).toBeUndefined();
    expect(parseIsoDate('2026-01-05T00:00:00Z')).toBeUndefined();
  });
});
