import { describe, expect, it } from 'vitest';
import { parseSubscriptionId } from './subscription-id.ts';

describe('parseSubscriptionId', () => {
  it.each([
    ['1001', 1001],
    [' 42 ', 42],
    ['0', 0],
  ])('%j -> %d', (text, id) => expect(parseSubscriptionId(text)).toBe(id));
  it.each([undefined, '', 'abc', '12a', '1e3', '-4', '1.5', '99999999999999999999'])('%j is not a subscription id', (text) =>
    expect(parseSubscriptionId(text)).toBeUndefined(),
  );
});
