import { describe, expect, it } from 'vitest';
import { withQuery } from './site-url.ts';

describe('withQuery', () => {
  it('adds only the parameters that have a value', () => {
    expect(withQuery('/next', { a: 'x', b: undefined, c: '', d: null, e: 0 })).toBe('/next?a=x&e=0');
  });
  it('leaves the path bare when nothing is present, and appends to an existing query', () => {
    expect(withQuery('/next', {})).toBe('/next');
    expect(withQuery('/next?flow=a', { b: 'c d' })).toBe('/next?flow=a&b=c+d');
  });
});
