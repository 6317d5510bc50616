import { describe, expect, it } from 'vitest';
import { buyButtonText } from './litter-texts.ts';

describe('buyButtonText', () => {
  it("reads 'Get litter with 50% off' for the planet-scoop litter, otherwise 'Buy now'", () => {
    expect(buyButtonText('SCOOP_PLANET')).toBe('Get litter with 50% off');
    expect(buyButtonText('SCOOP_HEALTH')).toBe('Buy now');
    expect(buyButtonText(undefined)).toBe('Buy now');
  });
});
