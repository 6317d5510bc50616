import { describe, expect, it } from 'vitest';
import { buyButtonText, deliveryOptionText } from './litter-texts.ts';

describe('buyButtonText', () => {
  it("reads 'Get litter with 50% off' for the planet-scoop litter, otherwise 'Buy now'", () => {
    expect(buyButtonText('SCOOP_PLANET')).toBe('Get litter with 50% off');
    expect(buyButtonText('SCOOP_HEALTH')).toBe('Buy now');
    expect(buyButtonText(undefined)).toBe('Buy now');
  });
});

describe('deliveryOptionText', () => {
  it("reads like 'Mon 3 June 2024', with the charge of a paid day", () => {
    expect(deliveryOptionText({ year: 2024, month: 6, day: 3 }, 0)).toBe('Mon 3 June 2024');
    expect(deliveryOptionText({ year: 2024, month: 6, day: 8 }, 3.99)).toBe('Sat 8 June 2024 (+£3.99)');
  });
});
