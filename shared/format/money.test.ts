import { describe, expect, it } from 'vitest';
import { formatPounds, roundMoney } from './money.ts';

describe('roundMoney (half up, 2 decimals)', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [0.125, 0.13],
    [-1.005, -1.01],
    [10, 10],
  ])('%d -> %d', (input, expected) => expect(roundMoney(input)).toBe(expected));
});

describe('formatPounds', () => {
  it('formats en-GB pounds with thousands separators', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(0.333)).toBe('£0.33');
  });
});
