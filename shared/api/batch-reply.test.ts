import { describe, expect, it } from 'vitest';
import { batchReply } from './batch-reply.ts';

const good = { batchNumber: 12345, batchDate: '2026-11-02', bestBefore: '2027-01-31', testAuthority: 'Eurofins', testResult: 'PASS', extra: 'dropped' };

describe('batchReply', () => {
  it('accepts a batch record, numbers as text, dates as calendar dates, unknown fields dropped', () => {
    expect(batchReply.safeParse(good)).toEqual({
      success: true,
      data: { batchNumber: '12345', batchDate: { year: 2026, month: 11, day: 2 }, bestBefore: { year: 2027, month: 1, day: 31 }, testAuthority: 'Eurofins', testResult: 'PASS' },
    });
  });

  it('names every field that is missing or wrong', () => {
    expect(batchReply.safeParse({ batchNumber: null, batchDate: '2026-02-30', testAuthority: 4, testResult: 'FAIL' })).toEqual({
      success: false,
      problem:
        'batchNumber: expected string or number; batchDate: expected a YYYY-MM-DD date; bestBefore: expected a YYYY-MM-DD date; testAuthority: expected string; testResult: expected one of "PASS", "PENDING"',
    });
  });

  it('refuses what is not an object', () => {
    for (const data of [null, [], 'batch', 12345, undefined]) expect(batchReply.safeParse(data)).toEqual({ success: false, problem: 'value: expected object' });
    expect(batchReply.safeParse({ ...good, batchNumber: Number.NaN })).toMatchObject({ success: false, problem: 'batchNumber: expected string or number' });
  });
});
