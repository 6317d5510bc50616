// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars.tsx';

/** What each drawn star shows: 'full', 'half' or 'empty'. */
function drawn(image: HTMLElement): string[] {
  return [...image.querySelectorAll('svg')].map((star) => {
    const fill = star.querySelector('.katkin-star-fill');
    if (!fill) return 'empty';
    return fill.getAttribute('points') === star.querySelector('.katkin-star-empty')!.getAttribute('points') ? 'full' : 'half';
  });
}

describe('RatingStars', () => {
  afterEach(cleanup);

  it("is one image named 'Rated 4.5 out of 5', its stars hidden inside it", () => {
    render(<RatingStars score={4.6} />);
    const image = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(drawn(image)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect([...image.querySelectorAll('svg')].every((star) => star.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('draws the nearest half', () => {
    render(<RatingStars score={2.3} />);
    expect(drawn(screen.getByRole('img', { name: 'Rated 2.5 out of 5' }))).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    cleanup();
    render(<RatingStars score={0.1} />);
    expect(drawn(screen.getByRole('img', { name: 'Rated 0 out of 5' }))).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    cleanup();
    render(<RatingStars score={4.8} />);
    expect(drawn(screen.getByRole('img', { name: 'Rated 5 out of 5' }))).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});
