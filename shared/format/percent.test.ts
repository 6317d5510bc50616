import { describe, expect, it } from 'vitest';
import { formatPercentNumber } from './percent.ts';

describe('formatPercentNumber', () => {
  it.each([
    [20, '20'],
    [12.5, '12.5'],
    [33.333, '33.33'],
    [10.005, '10.01'],
    [1.005, '1.01'],
    [2.675, '2.68'],
  ])('%d -> %s', (value, text) => expect(formatPercentNumber(value)).toBe(text));
});
