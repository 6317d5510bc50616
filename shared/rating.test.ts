import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingWord, reviewCountText, roundToHalf } from './rating.ts';

describe('ratings (contract 5.1, spec section 9)', () => {
  it('rounds stars to the nearest half, halves up', () => {
    expect([0, 0.2, 0.25, 1.74, 1.75, 3.5, 4.2, 4.25, 4.7, 4.74, 4.75, 5].map(roundToHalf)).toEqual([
      0, 0, 0.5, 1.5, 2, 3.5, 4, 4.5, 4.5, 4.5, 5, 5,
    ]);
  });

  it('words the rounded stars: 5 and 4.5 Excellent, 4 Great, 3.5 and 3 Average, 2.5 and 2 Poor, below 2 Bad', () => {
    const words = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5, 0].map((stars) => [stars, ratingWord(stars)]);
    expect(words).toEqual([
      [5, 'Excellent'],
      [4.5, 'Excellent'],
      [4, 'Great'],
      [3.5, 'Average'],
      [3, 'Average'],
      [2.5, 'Poor'],
      [2, 'Poor'],
      [1.5, 'Bad'],
      [1, 'Bad'],
      [0.5, 'Bad'],
      [0, 'Bad'],
    ]);
  });

  it('words the rounded stars, not the raw score', () => {
    expect(ratingWord(4.3)).toBe('Excellent');
    expect(ratingWord(4.2)).toBe('Great');
    expect(ratingWord(2.9)).toBe('Average');
    expect(ratingWord(1.8)).toBe('Poor');
    expect(ratingWord(1.7)).toBe('Bad');
  });

  it("names the stars by the rounded value: 'Rated 4.5 out of 5'", () => {
    expect(ratingLabel(4.6)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel(4.8)).toBe('Rated 5 out of 5');
    expect(ratingLabel(0)).toBe('Rated 0 out of 5');
  });

  it("counts reviews with en-GB grouping, '1 review' singular", () => {
    expect(reviewCountText(1234)).toBe('Based on 1,234 reviews');
    expect(reviewCountText(1234567)).toBe('Based on 1,234,567 reviews');
    expect(reviewCountText(1)).toBe('Based on 1 review');
    expect(reviewCountText(0)).toBe('Based on 0 reviews');
    expect(reviewCountText(999)).toBe('Based on 999 reviews');
  });
});
