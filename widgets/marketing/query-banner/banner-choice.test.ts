import { describe, expect, it } from 'vitest';
import { chooseBanner } from './banner-choice.ts';

const content = { param: 'offer', banners: { spring: 'Spring: 30% off', 'Cats & kittens': 'For every cat' }, default: 'Fresh cat food' };

describe('chooseBanner', () => {
  it("shows the banner whose key is exactly the param's value", () => {
    expect(chooseBanner('?offer=spring', content)).toBe('Spring: 30% off');
    expect(chooseBanner('?utm=x&offer=Cats+%26+kittens', content)).toBe('For every cat');
  });

  it('falls back to default for another value, a different case, or no param', () => {
    expect(chooseBanner('?offer=Spring', content)).toBe('Fresh cat food');
    expect(chooseBanner('?offer=spring2', content)).toBe('Fresh cat food');
    expect(chooseBanner('?offer=', content)).toBe('Fresh cat food');
    expect(chooseBanner('', content)).toBe('Fresh cat food');
  });

  it('shows nothing without a match or a default', () => {
    expect(chooseBanner('?offer=winter', { param: 'offer', banners: { spring: 'S' } })).toBeUndefined();
  });

  it('never takes a key from Object.prototype', () => {
    for (const value of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(chooseBanner(`?offer=${value}`, { param: 'offer', banners: {} })).toBeUndefined();
    }
  });

  it('takes the first value when the param repeats', () => expect(chooseBanner('?offer=spring&offer=x', content)).toBe('Spring: 30% off'));
});
