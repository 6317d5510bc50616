import { describe, expect, it } from 'vitest';
import { brandName } from './current-food.ts';

describe('brandName', () => {
  it('names a listed brand by its label and "Another brand" as the visitor\'s own', () => {
    expect(brandName('lilys-kitchen')).toBe("Lily's Kitchen");
    expect(brandName('other')).toBe('your current brand');
  });
});
