// Checks the data a host or widget sends with katkin.track. Written by hand rather than with
// zod: zod's parts would take the tracking chunk from about 3 KB to 8 KB brotli, and the
// issue's budget for tracking is 5 KB. Messages follow shared/zod.ts's describeIssues.
import type { TrackEvent } from '../../shared/store-types.ts';
import type { TrackData } from './capi-event.ts';
import { isRecord } from '../../shared/is-record.ts';

/** Returns the issues found at `path`, as "path: expected …". */
type Check = (value: unknown, path: string) => string[];

const where = (path: string) => path || 'value';

const typed = (type: 'string' | 'number'): Check => (value, path) =>
  typeof value === type && (type !== 'number' || Number.isFinite(value)) ? [] : [`${where(path)}: ${value === undefined ? 'missing, ' : ''}expected ${type}`];
const string = typed('string');
const number = typed('number');
const atLeastZero: Check = (value, path) =>
  number(value, path).length > 0 ? number(value, path) : (value as number) < 0 ? [`${where(path)}: expected at least 0`] : [];
const optional = (check: Check): Check => (value, path) => (value === undefined ? [] : check(value, path));
const either = (a: Check, b: Check, expected: string): Check => (value, path) =>
  a(value, path).length === 0 || b(value, path).length === 0 ? [] : [`${where(path)}: expected ${expected}`];
const list = (check: Check): Check => (value, path) =>
  Array.isArray(value) ? value.flatMap((item, index) => check(item, `${path}[${index}]`)) : [`${where(path)}: expected array`];
const object = (fields: Record<string, Check>): Check => (value, path) =>
  isRecord(value)
    ? Object.entries(fields).flatMap(([key, check]) => check(value[key], path ? `${path}.${key}` : key))
    : [`${where(path)}: expected object`];

const text = optional(string);
const trackData = object({
  value: optional(number),
  currency: text,
  contents: optional(list(object({ id: string, quantity: atLeastZero, item_price: optional(number) }))),
  eventId: text,
  orderId: optional(either(string, number, 'string or number')),
  userData: optional(object({ email: text, firstName: text, lastName: text, postcode: text, city: text, phone: text })),
});

/** The host's track data checked, or a message naming what was wrong. */
export function checkTrackData(event: TrackEvent): { ok: true; data: TrackData } | { ok: false; message: string } {
  const issues = trackData(event.data, '');
  if (issues.length === 0) return { ok: true, data: event.data as TrackData };
  return { ok: false, message: `${event.name} data: ${issues.join('; ')}` };
}
