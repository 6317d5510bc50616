import { describe, expect, it } from 'vitest';
import { checkTrackData } from './track-data-check.ts';

describe('checkTrackData', () => {
  it('accepts the documented shape, and no data at all', () => {
    const data = {
      value: 10, currency: 'GBP', eventId: 'e1', orderId: 7,
      contents: [{ id: 'A', quantity: 1, item_price: 10 }],
      userData: { email: ' a@b.c ', postcode: 'N1 1AA' },
    };
    expect(checkTrackData({ name: 'AddToCart', data })).toEqual({ ok: true, data });
    expect(checkTrackData({ name: 'InitiateCheckout', data: {} }).ok).toBe(true);
  });

  it('accepts an item without a price (a price the page could not read): the event goes without a value', () => {
    const data = { contents: [{ id: 'SCOOP_PLANET', quantity: 1 }] };
    expect(checkTrackData({ name: 'AddToCart', data })).toEqual({ ok: true, data });
  });

  it('names each wrong field with its path and what was expected', () => {
    expect(checkTrackData({ name: 'AddToCart', data: { contents: [{ id: 'A', quantity: '1', item_price: 10 }] } })).toEqual({
      ok: false,
      message: 'AddToCart data: contents[0].quantity: expected number',
    });
    expect(
      checkTrackData({
        name: 'InitiateCheckout',
        data: { value: 'lots', contents: [{ id: 1, quantity: -1, item_price: Number.NaN }], orderId: true, userData: 'me' },
      }),
    ).toEqual({
      ok: false,
      message:
        'InitiateCheckout data: value: expected number; contents[0].id: expected string; contents[0].quantity: expected at least 0; ' +
        'contents[0].item_price: expected number; orderId: expected string or number; userData: expected object',
    });
    expect(checkTrackData({ name: 'AddToCart', data: { contents: {} } })).toEqual({ ok: false, message: 'AddToCart data: contents: expected array' });
  });

  it('says a required field that is not there is missing', () => {
    expect(checkTrackData({ name: 'AddToCart', data: { contents: [{}] } })).toEqual({
      ok: false,
      message: 'AddToCart data: contents[0].id: missing, expected string; contents[0].quantity: missing, expected number',
    });
  });
});
