// The batch record (spec section 3), checked by hand rather than with zod: this widget is the
// one partner sites embed, and zod's parts would be a sixth of its page weight (README, "Where
// the bytes go"). Same rules as a schema: every field present and of its type, dates real
// calendar dates, unknown fields dropped; each problem named as a zod issue would be.
import type { ReplyCheck } from './request.ts';
import { parseIsoDate, type CalendarDate } from '../format/iso-date.ts';
import { isRecord } from '../is-record.ts';

export interface BatchRecord {
  batchNumber: string;
  batchDate: CalendarDate;
  bestBefore: CalendarDate;
  testAuthority: string;
  testResult: 'PASS' | 'PENDING';
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const isoDate = (value: unknown) => (typeof value === 'string' ? parseIsoDate(value) : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined);

export const batchReply: ReplyCheck<BatchRecord> = {
  safeParse(data) {
    if (!isRecord(data)) return { success: false, problem: 'value: expected object' };
    const batchNumber = text(data.batchNumber) ?? number(data.batchNumber);
    const batchDate = isoDate(data.batchDate);
    const bestBefore = isoDate(data.bestBefore);
    const testAuthority = text(data.testAuthority);
    const testResult = data.testResult === 'PASS' || data.testResult === 'PENDING' ? data.testResult : undefined;
    const problems = [
      batchNumber === undefined && 'batchNumber: expected string or number',
      batchDate === undefined && 'batchDate: expected a YYYY-MM-DD date',
      bestBefore === undefined && 'bestBefore: expected a YYYY-MM-DD date',
      testAuthority === undefined && 'testAuthority: expected string',
      testResult === undefined && 'testResult: expected one of "PASS", "PENDING"',
    ].filter((problem): problem is string => typeof problem === 'string');
    if (problems.length > 0) return { success: false, problem: problems.join('; ') };
    return { success: true, data: { batchNumber: batchNumber!, batchDate: batchDate!, bestBefore: bestBefore!, testAuthority: testAuthority!, testResult: testResult! } };
  },
};
