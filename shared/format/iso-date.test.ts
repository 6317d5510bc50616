import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDottedDate, parseIsoDate } from './iso-date.ts';

describe('ISO calendar dates', () => {
  it('formats YYYY-MM-DD as DD.MM.YY (spec "Batch date display")', () => {
    expect(formatDottedDate(parseIsoDate('2026-11-02')!)).toBe('02.11.26');
    expect(formatDottedDate(parseIsoDate('2030-01-31')!)).toBe('31.01.30');
  });
  // A time zone is fixed per process (vitest's worker threads ignore a TZ set inside them), so
  // each zone gets a process of its own.
  it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('never shifts a day in the time zone %s', (zone) => {
    const script = `import { formatDottedDate, formatLongDate, parseIsoDate } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'iso-date.ts')).href)};
      console.log(JSON.stringify([formatDottedDate(parseIsoDate('2027-01-01')), formatLongDate(parseIsoDate('2024-06-03')), formatLongDate(parseIsoDate('2025-12-31')), new Date(2024, 0, 1).getTimezoneOffset()]));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
    const [dotted, june, december, offset] = JSON.parse(out) as [string, string, string, number];
    expect([dotted, june, december]).toEqual(['01.01.27', '3 June 2024', '31 December 2025']);
    // The process really ran in that zone (14 hours ahead of UTC, 8 behind).
    expect(offset).toBe(zone === 'Pacific/Kiritimati' ? -840 : 480);
  });
  it('rejects what is not a real calendar date', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('2026-1-5')).toBeUndefined();
    expect(parseIsoDate('2026-01-05T00:00:00Z')).toBeUndefined();
  });
});
