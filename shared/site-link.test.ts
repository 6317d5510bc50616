import { describe, expect, it } from 'vitest';
import { chainQuery, siteHref } from './site-link.ts';

describe('siteHref', () => {
  it('puts the route under the site origin', () => {
    expect(siteHref('https://www.example', '/manage-plan')).toBe('https://www.example/manage-plan');
    expect(siteHref('https://www.example/', '/discounts/failed')).toBe('https://www.example/discounts/failed');
  });
  it("keeps the base's path and the route's query", () => {
    expect(siteHref('https://shop.example/uk', '/forms/cancellation?a=1')).toBe('https://shop.example/uk/forms/cancellation?a=1');
    expect(siteHref('https://shop.example/uk/', 'manage-plan')).toBe('https://shop.example/uk/manage-plan');
  });
});

describe('chainQuery', () => {
  it('adds the page query to the route', () => {
    expect(chainQuery('/forms/cancellation', '?subscriptionId=1001&catName=Tom')).toBe(
      '/forms/cancellation?subscriptionId=1001&catName=Tom',
    );
  });
  it('appends after a query the route already has, and keeps encoding', () => {
    expect(chainQuery('/manage-plan/delay?weeks=1', '?catName=Mr%20Whiskers')).toBe(
      '/manage-plan/delay?weeks=1&catName=Mr+Whiskers',
    );
  });
  it('leaves the route bare when the page has no query', () => {
    expect(chainQuery('/forms/cancellation', '')).toBe('/forms/cancellation');
    expect(chainQuery('/forms/cancellation', '?')).toBe('/forms/cancellation');
  });
});
