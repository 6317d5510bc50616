import { describe, expect, it } from 'vitest';
import { flagAllows } from './flag-gate.ts';

describe('flagAllows', () => {
  it('compares as text and gates only when id and value are both given', () => {
    expect(flagAllows({ on: true }, 'on', 'true')).toBe(true);
    expect(flagAllows({ n: 2 }, 'n', '2')).toBe(true);
    expect(flagAllows({ on: 'test' }, 'on', 'TEST')).toBe(false);
    expect(flagAllows({}, 'on', 'true')).toBe(false);
    expect(flagAllows({}, 'on', undefined)).toBe(true);
    expect(flagAllows({}, undefined, 'x')).toBe(true);
  });
});
