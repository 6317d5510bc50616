import { describe, expect, it } from 'vitest';
import { litterTrackEvent, numericPrice } from './tracking-events.ts';

describe('litterTrackEvent', () => {
  it('describes the litter in GBP with its value and delivery date', () => {
    expect(litterTrackEvent('InitiateCheckout', { product: 'SCOOP_PLANET', quantity: 2, price: 7.5, deliveryDate: '2024-06-04' })).toEqual({
      name: 'InitiateCheckout',
      data: {
        currency: 'GBP',
        contents: [{ id: 'SCOOP_PLANET', quantity: 2, item_price: 7.5 }],
        num_items: 2,
        value: 15,
        deliveryDate: '2024-06-04',
      },
    });
  });

  it('leaves out value and date when unknown', () => {
    const { data } = litterTrackEvent('AddToCart', { product: 'UNKNOWN', quantity: 1 });
    expect(data).not.toHaveProperty('value');
    expect(data).not.toHaveProperty('deliveryDate');
  });
});

describe('numericPrice', () => {
  it('takes the sale price first, and only numbers', () => {
    expect(numericPrice(15, 7.5)).toBe(7.5);
    expect(numericPrice(15, undefined)).toBe(15);
    expect(numericPrice('£15', undefined)).toBeUndefined();
  });
});
