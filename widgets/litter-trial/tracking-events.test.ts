import { describe, expect, it } from 'vitest';
import { checkTrackData } from '../tracking/track-data-check.ts';
import { cardPrice, litterTrackEvent } from './tracking-events.ts';

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

  it('leaves out value, item price and date when unknown', () => {
    const { data } = litterTrackEvent('AddToCart', { product: 'UNKNOWN', quantity: 1 });
    expect(data).toEqual({ currency: 'GBP', contents: [{ id: 'UNKNOWN', quantity: 1 }], num_items: 1 });
  });

  it('is accepted by the tracking widget with a price and without one (never dropped)', () => {
    expect(checkTrackData(litterTrackEvent('AddToCart', { product: 'SCOOP_PLANET', quantity: 1, price: 7.5 })).ok).toBe(true);
    expect(checkTrackData(litterTrackEvent('InitiateCheckout', { product: 'SCOOP_PLANET', quantity: 1 })).ok).toBe(true);
  });
});

describe('cardPrice', () => {
  it('takes the sale price first', () => {
    expect(cardPrice(15, 7.5)).toEqual({ price: 7.5 });
    expect(cardPrice(15, undefined)).toEqual({ price: 15 });
    expect(cardPrice(undefined, undefined)).toEqual({ price: undefined });
  });

  it.each([
    ['£7.50', 7.5],
    ['7.50', 7.5],
    ['£7', 7],
    [' £ 7.5 ', 7.5],
    ['£1,250.00', 1250],
    ['£0.99', 0.99],
  ])('reads %j as %d pounds', (text, pounds) => {
    expect(cardPrice('£15', text)).toEqual({ price: pounds });
    expect(cardPrice(text, undefined)).toEqual({ price: pounds });
  });

  it.each([['7,50'], ['£7.505'], ['Half price'], ['from £7.50'], ['£7.50/bag'], ['£'], ['-£7'], ['12,34.5']])(
    'does not guess at %j, and names the field',
    (text) => {
      expect(cardPrice(15, text)).toEqual({ unreadable: `card_sale_price ${JSON.stringify(text)} is not a price in pounds such as "£7.50"` });
      expect(cardPrice(text, undefined)).toEqual({ unreadable: `card_price ${JSON.stringify(text)} is not a price in pounds such as "£7.50"` });
    },
  );
});
