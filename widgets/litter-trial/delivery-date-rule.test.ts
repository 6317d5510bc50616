import { describe, expect, it } from 'vitest';
import { defaultDeliveryDate, urlCalendarDate } from './delivery-date-rule.ts';

const offered = [
  { date: '2024-06-03', price: 2.99 },
  { date: '2024-06-04', price: 0 },
  { date: '2024-06-05', price: 3.99 },
  { date: '2024-06-06', price: 0 },
  { date: '2024-06-08', price: 4.99 },
];

describe('defaultDeliveryDate', () => {
  it('uses the offered date on the URL date, even a paid one', () => {
    expect(defaultDeliveryDate(offered, '2024-06-05')).toBe('2024-06-05');
  });

  it("reads a timestamp on the URL as its day in London", () => {
    expect(defaultDeliveryDate(offered, '2024-06-05T00:00:00.000Z')).toBe('2024-06-05');
    // Midnight BST on 5 June, 23:00 UTC on the 4th.
    expect(defaultDeliveryDate(offered, '2024-06-04T23:00:00.000Z')).toBe('2024-06-05');
    expect(defaultDeliveryDate(offered, '2024-06-05T10:00:00')).toBe('2024-06-05');
  });

  it('takes the first later free date when the URL date is not offered', () => {
    expect(defaultDeliveryDate(offered, '2024-06-01')).toBe('2024-06-04');
    expect(defaultDeliveryDate(offered.filter((o) => o.date !== '2024-06-05'), '2024-06-05')).toBe('2024-06-06');
  });

  it('falls back to the first free date when no free date comes later', () => {
    expect(defaultDeliveryDate(offered, '2024-06-07')).toBe('2024-06-04');
    expect(defaultDeliveryDate(offered, '2024-07-01')).toBe('2024-06-04');
  });

  it('takes the first free date when the URL has no date, or an invalid one', () => {
    expect(defaultDeliveryDate(offered)).toBe('2024-06-04');
    expect(defaultDeliveryDate(offered, 'next tuesday')).toBe('2024-06-04');
    expect(defaultDeliveryDate(offered, '2024-02-30')).toBe('2024-06-04');
  });

  it('reads dates in calendar order whatever order they arrive in', () => {
    expect(defaultDeliveryDate([...offered].reverse())).toBe('2024-06-04');
  });

  it('takes the first offered date when none is free, and nothing when none is offered', () => {
    expect(defaultDeliveryDate(offered.filter((o) => o.price > 0))).toBe('2024-06-03');
    expect(defaultDeliveryDate([], '2024-06-04')).toBeUndefined();
  });
});

describe('urlCalendarDate', () => {
  it('keeps only a real calendar date', () => {
    expect(urlCalendarDate(' 2024-06-03 ')).toBe('2024-06-03');
    expect(urlCalendarDate('2024-13-01')).toBeUndefined();
    expect(urlCalendarDate(undefined)).toBeUndefined();
  });
});
