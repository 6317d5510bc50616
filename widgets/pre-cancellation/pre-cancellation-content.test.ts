import { describe, expect, it } from 'vitest';
import { delayRoute, telHref, variantContent } from './pre-cancellation-content.ts';

describe('variantContent', () => {
  it("has the spec's headings and 'Your cat' by default", () => {
    expect(variantContent('default', undefined).heading).toBe('Can we help?');
    expect(variantContent('still-switching', undefined).heading).toBe('Still switching?');
    expect(variantContent('default', undefined).intro).toMatch(/^Your cat deserves/);
    expect(variantContent('still-switching', 'Tom').intro).toMatch(/^Tom may need/);
  });
});

describe('delayRoute', () => {
  it('keeps the page query parameters', () => {
    expect(delayRoute('?subscriptionId=1001&catName=Tom')).toBe('/manage-plan/delay?subscriptionId=1001&catName=Tom');
    expect(delayRoute('')).toBe('/manage-plan/delay');
  });
});

describe('telHref', () => {
  it('makes tel: links of digits and a leading +', () => {
    expect(telHref('0161 123 4567')).toBe('tel:01611234567');
    expect(telHref('+44 (0)161 123-4567')).toBe('tel:+441611234567');
  });
});
