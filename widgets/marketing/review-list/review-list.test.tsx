// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import type { Review } from './review-list-options.ts';
import { ReviewList } from './review-list.tsx';

const show = (reviews: Review[]) => renderWidget(<ReviewList attributes={{}} json={{ reviews }} />, testContext('review-list'));

describe('ReviewList', () => {
  afterEach(cleanup);

  it("shows each review's stars, title, body, author and date like '3 June 2024'", () => {
    show([
      { author: 'Sarah, Leeds', rating: 5, title: 'Fussy cat converted', body: 'She clears the bowl.', date: '2024-06-03' },
      { author: 'Tom', rating: 3.7, body: 'Good, pricey.', date: '2025-01-01' },
    ]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(first!).getByRole('heading', { name: 'Fussy cat converted' })).toBeTruthy();
    expect(within(first!).getByText('She clears the bowl.')).toBeTruthy();
    expect(within(first!).getByText('3 June 2024').getAttribute('datetime')).toBe('2024-06-03');
    expect(first!.textContent).toContain('Sarah, Leeds, 3 June 2024');
    expect(within(second!).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(within(second!).queryByRole('heading')).toBeNull();
    expect(within(second!).getByText('1 January 2025')).toBeTruthy();
  });

  it('shows markup in a body as written, never as HTML', () => {
    show([{ author: '<b>Eve</b>', rating: 1, body: '<img src=x onerror="alert(1)"> <em>hi</em>', date: '2024-06-03' }]);
    expect(screen.getByText('<img src=x onerror="alert(1)"> <em>hi</em>')).toBeTruthy();
    expect(screen.getByText(/<b>Eve<\/b>/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: '' })).toBeNull();
    expect(document.querySelector('em, b')).toBeNull();
  });

  it('shows nothing for no reviews', () => {
    const { container } = show([]);
    expect(container.innerHTML).toBe('');
  });

  it('data-heading-level sets the level of the review titles; without it, h3', () => {
    const reviews = [{ author: 'Tom', rating: 4, title: 'Fussy cat converted', body: 'Good.', date: '2025-01-01' }];
    renderWidget(<ReviewList attributes={{ 'data-heading-level': 4 }} json={{ reviews }} />, testContext('review-list'));
    expect(screen.getByRole('heading', { name: 'Fussy cat converted' }).tagName).toBe('H4');
    cleanup();
    show(reviews);
    expect(screen.getByRole('heading', { name: 'Fussy cat converted' }).tagName).toBe('H3');
  });
});
