import { describe, expect, it } from 'vitest';
import { buildCapiEvent, deliveryFeeOf, taxOf, type PageFacts } from './capi-event.ts';

const page: PageFacts = {
  url: 'https://www.katkin.test/recipes?ttclid=Tt+1&x=1',
  cookieHeader: '_fbp=fb.1.1.1234567890; _fbc=fb.1.2.AbC; _ttp=ttp-9',
  nowMs: 1_767_225_600_999,
  newId: () => 'uuid-1',
};

describe('taxOf and deliveryFeeOf', () => {
  it('tax is 20/120 of the value, money-rounded', () => {
    expect(taxOf(120)).toBe(20);
    expect(taxOf(29.99)).toBe(5);
    expect(taxOf(10)).toBe(1.67);
  });
  it('delivery fee sums only the items with id "Delivery Fee" (price × quantity)', () => {
    const contents = [
      { id: 'Delivery Fee', quantity: 1, item_price: 3.99 },
      { id: 'SCOOP_PLANET', quantity: 2, item_price: 10 },
      { id: 'Delivery Fee', quantity: 2, item_price: 1 },
      { id: 'delivery fee', quantity: 1, item_price: 50 },
    ];
    expect(deliveryFeeOf(contents)).toBe(5.99);
    expect(deliveryFeeOf([])).toBe(0);
  });
});

describe('buildCapiEvent', () => {
  it('builds a PageView with the page, ad ids, id and time in seconds, no custom data', () => {
    expect(buildCapiEvent('PageView', undefined, page)).toEqual({
      type: 'PageView',
      eventSourceUrl: page.url,
      actionSource: 'website',
      userData: { fbp: 'fb.1.1.1234567890', fbc: 'fb.1.2.AbC', ttclid: 'Tt+1', _ttp: 'ttp-9' },
      eventId: 'uuid-1',
      eventTime: 1_767_225_600,
    });
  });
  it('trims and normalises user data as Meta matches it, and leaves blank fields out', () => {
    const event = buildCapiEvent(
      'AddToCart',
      { userData: { email: '  Cat@Example.COM ', firstName: ' Tom ', lastName: '  ', postcode: ' SW1A 1AA ', city: ' St. Albans', phone: ' 07700 900123 ' } },
      { ...page, cookieHeader: '', url: 'https://www.katkin.test/' },
    );
    expect(event.userData).toEqual({ email: 'cat@example.com', firstName: 'tom', postcode: 'sw1a1aa', city: 'stalbans', phone: '447700900123' });
  });
  it('sends the ad-click ids as they are, never lowercased', () => {
    const event = buildCapiEvent('AddToCart', { userData: { email: 'A@B.CO' } }, page);
    expect(event.userData).toEqual({ email: 'a@b.co', fbp: 'fb.1.1.1234567890', fbc: 'fb.1.2.AbC', ttclid: 'Tt+1', _ttp: 'ttp-9' });
  });
  it('adds custom data: value, GBP, contents, tax, delivery fee; numItems on InitiateCheckout only', () => {
    const contents = [
      { id: 'FRESH_PLAN', quantity: 2, item_price: 27 },
      { id: 'Delivery Fee', quantity: 1, item_price: 3.99 },
    ];
    const checkout = buildCapiEvent('InitiateCheckout', { value: 57.99, contents }, page);
    expect(checkout.customData).toEqual({ value: 57.99, currency: 'GBP', contents, numItems: 2, tax: 9.67, deliveryFee: 3.99 });
    const cart = buildCapiEvent('AddToCart', { contents }, page);
    expect(cart.customData).toEqual({ value: 57.99, currency: 'GBP', contents, tax: 9.67, deliveryFee: 3.99 });
  });
  it('sends no value or tax, rather than a wrong one, when an item has no price and no value is given', () => {
    const contents = [
      { id: 'SCOOP_PLANET', quantity: 2 },
      { id: 'Delivery Fee', quantity: 1, item_price: 3.99 },
    ];
    const cart = buildCapiEvent('AddToCart', { contents }, page);
    expect(cart.customData).toEqual({ currency: 'GBP', contents, deliveryFee: 3.99 });
    expect(buildCapiEvent('AddToCart', { value: 19.99, contents }, page).customData).toMatchObject({ value: 19.99, tax: 3.33 });
  });
  it('uses the host event id, else the order id, else a new id', () => {
    expect(buildCapiEvent('AddToCart', { eventId: ' px-1 ', orderId: 7 }, page).eventId).toBe('px-1');
    expect(buildCapiEvent('AddToCart', { orderId: 7 }, page).eventId).toBe('7');
    expect(buildCapiEvent('AddToCart', {}, page).eventId).toBe('uuid-1');
  });
  it('takes a blank order id for none: a new id, not one shared with every other blank', () => {
    expect(buildCapiEvent('AddToCart', { orderId: '' }, page).eventId).toBe('uuid-1');
    expect(buildCapiEvent('AddToCart', { orderId: '  ' }, page).eventId).toBe('uuid-1');
    expect(buildCapiEvent('AddToCart', { orderId: ' A-7 ' }, page).eventId).toBe('A-7');
  });
  it('trims the test event code and leaves a blank one out', () => {
    expect(buildCapiEvent('PageView', undefined, { ...page, testEventCode: ' TEST123 ' }).testEventCode).toBe('TEST123');
    expect(buildCapiEvent('PageView', undefined, { ...page, testEventCode: '  ' })).not.toHaveProperty('testEventCode');
  });
});
