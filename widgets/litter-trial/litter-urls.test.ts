import { describe, expect, it } from 'vitest';
import { continueUrl, noThanksUrl, placeOrderUrl } from './litter-urls.ts';

const full =
  '?allCatNames=Tom,Luna&allCatGenders=BOY,GIRL&deliveryDate=2024-06-04&katkinCustomerId=77&signUpRoute=fresh&flow=upsell&utm_source=x';

describe('continueUrl', () => {
  it('carries allCatNames, allCatGenders, deliveryDate, katkinCustomerId, signUpRoute and nothing else', () => {
    expect(continueUrl('/checkout/summary', full)).toBe(
      '/checkout/summary?allCatNames=Tom%2CLuna&allCatGenders=BOY%2CGIRL&deliveryDate=2024-06-04&katkinCustomerId=77&signUpRoute=fresh',
    );
  });

  it('leaves out each parameter that is absent or blank', () => {
    expect(continueUrl('/next', '?allCatNames=Tom&deliveryDate=')).toBe('/next?allCatNames=Tom');
    expect(continueUrl('/next', '')).toBe('/next');
  });

  it("uses the logged-in customer's id over the query's, the query's for an anonymous visitor", () => {
    expect(continueUrl('/next', '', '1001')).toBe('/next?katkinCustomerId=1001');
    expect(continueUrl('/next', '?katkinCustomerId=77', '1001')).toBe('/next?katkinCustomerId=1001');
    expect(continueUrl('/next', '?katkinCustomerId=77')).toBe('/next?katkinCustomerId=77');
  });
});

describe('placeOrderUrl', () => {
  it('adds litterDeliveryDate to what Continue carries', () => {
    expect(placeOrderUrl('/next', '?allCatNames=Tom&flow=x', '2024-06-06')).toBe('/next?allCatNames=Tom&litterDeliveryDate=2024-06-06');
  });
});

describe('noThanksUrl', () => {
  it('goes to the no-thanks path with the flow parameter', () => {
    expect(noThanksUrl({ noThanks: '/no-litter', continueTo: '/next' }, '?allCatNames=Tom&flow=upsell')).toBe(
      '/no-litter?allCatNames=Tom&flow=upsell',
    );
  });

  it('falls back to the continue path', () => {
    expect(noThanksUrl({ continueTo: '/next' }, '?flow=upsell')).toBe('/next?flow=upsell');
  });
});
