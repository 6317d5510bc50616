// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../../shared/testing/widget-test-context.tsx';
import { TrustRating } from './trust-rating.tsx';

function show(json: { score: number; count: number; link?: string }) {
  const context = testContext('trust-rating');
  renderWidget(<TrustRating attributes={{}} json={json} />, context);
  return context;
}

describe('TrustRating', () => {
  afterEach(cleanup);

  it("shows the word, the stars named by the rounded value and 'Based on 1,234 reviews'", () => {
    show({ score: 4.6, count: 1234 });
    expect(screen.getByText('Excellent')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('Based on 1,234 reviews')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('words the rounded stars and counts one review in the singular', () => {
    show({ score: 3.8, count: 1 });
    expect(screen.getByText('Great')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('Based on 1 review')).toBeTruthy();
  });

  it('wraps the count in a link to the review site, without opener or referrer', () => {
    show({ score: 4.8, count: 23456, link: 'https://uk.trustpilot.com/review/katkin.com' });
    const link = screen.getByRole('link', { name: 'Based on 23,456 reviews' });
    expect([link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')]).toEqual(['https://uk.trustpilot.com/review/katkin.com', 'noopener noreferrer', null]);
  });

  it('wraps the count in a site link that goes through katkin:navigate', () => {
    const context = show({ score: 2, count: 10, link: '/reviews' });
    expect(screen.getByText('Poor')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Based on 10 reviews' });
    expect(link.getAttribute('href')).toBe(`${TEST_SITE}/reviews`);
    fireEvent.click(link);
    expect(context.navigate).toHaveBeenCalledWith('/reviews');
  });
});
