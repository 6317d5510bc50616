import { describe, expect, it } from 'vitest';
import { formatDeliveryOption, formatFirstDelivery } from './delivery-date.ts';

const june3 = { year: 2024, month: 6, day: 3 };

describe('delivery date formats', () => {
  it("shows a dropdown option like 'Mon 3 June 2024' (no comma after the weekday)", () => {
    expect(formatDeliveryOption(june3)).toBe('Mon 3 June 2024');
    expect(formatDeliveryOption({ year: 2026, month: 12, day: 25 })).toBe('Fri 25 December 2026');
  });

  it('shows the first delivery as weekday, month, day, year', () => {
    expect(formatFirstDelivery(june3)).toBe('Monday, June 3, 2024');
  });

  it('names every weekday right, leap days and century years included', () => {
    expect([4, 5, 6, 7, 8, 9, 10].map((day) => formatDeliveryOption({ year: 2024, month: 11, day }).slice(0, 3))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(formatFirstDelivery({ year: 2024, month: 2, day: 29 })).toBe('Thursday, February 29, 2024');
    expect(formatFirstDelivery({ year: 2000, month: 1, day: 1 })).toBe('Saturday, January 1, 2000');
  });

  it('keeps the weekday across the clock change', () => {
    expect(formatDeliveryOption({ year: 2026, month: 3, day: 29 })).toBe('Sun 29 March 2026');
    expect(formatDeliveryOption({ year: 2026, month: 10, day: 25 })).toBe('Sun 25 October 2026');
  });
});
