import { describe, expect, it } from 'vitest';
import { checkoutAction } from './checkout-payload.ts';

describe('checkoutAction', () => {
  it('sends every input that is present, the page path and the ad-click identifiers', () => {
    expect(
      checkoutAction({
        product: 'SCOOP_PLANET',
        discountCode: 'LITTER50',
        cadence: '4',
        quantity: 1,
        deliveryDate: '2024-06-04',
        pagePath: '/offers/litter',
        adClickIds: { fbp: 'fb.1.2.3', test_event_code: 'T1' },
      }),
    ).toEqual({
      product: 'SCOOP_PLANET',
      values: { product: 'SCOOP_PLANET', discountCode: 'LITTER50', cadence: '4', quantity: 1, deliveryDate: '2024-06-04', pagePath: '/offers/litter' },
      trackingInfo: { fbp: 'fb.1.2.3', test_event_code: 'T1' },
    });
  });

  it('leaves out discountCode, cadence, quantity and deliveryDate when absent, and names the product UNKNOWN', () => {
    const action = checkoutAction({ discountCode: '', pagePath: '/p', adClickIds: {} });
    expect(action.values).toEqual({ product: 'UNKNOWN', pagePath: '/p' });
    expect(action.product).toBe('UNKNOWN');
    expect(action.trackingInfo).toEqual({});
  });
});
