import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { reviewListOptions } from './review-list-options.ts';

const parse = (json?: unknown) =>
  parseOptions('review-list', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, reviewListOptions);

const review = { author: 'Sarah, Leeds', rating: 5, title: 'Fussy cat converted', body: 'She clears the bowl.', date: '2024-06-03' };

describe('review-list options', () => {
  it('takes the reviews, the title optional, other fields ignored', () => {
    const { author, rating, body, date } = review;
    expect(parse({ reviews: [review, { author, rating, body, date, stars: 3 }] }).json).toEqual({
      reviews: [review, { author, rating, body, date }],
    });
    expect(parse({ reviews: [] }).json).toEqual({ reviews: [] });
  });

  it('needs the JSON content with a list of reviews', () => {
    expect(() => parse()).toThrow('review-list: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({})).toThrow('review-list: JSON content: reviews: missing, expected array');
    expect(() => parse([review])).toThrow('review-list: JSON content: value: expected object');
  });

  it('names each missing or wrong field by its review', () => {
    expect(() => parse({ reviews: [review, { ...review, author: undefined }] })).toThrow(
      'review-list: JSON content: reviews[1].author: missing, expected string',
    );
    expect(() => parse({ reviews: [{ ...review, body: 7 }] })).toThrow('review-list: JSON content: reviews[0].body: expected string');
    expect(() => parse({ reviews: [{ ...review, rating: 5.5 }] })).toThrow('review-list: JSON content: reviews[0].rating: expected at most 5');
    expect(() => parse({ reviews: [{ ...review, title: null }] })).toThrow('review-list: JSON content: reviews[0].title: expected string');
  });

  it('takes dates as real YYYY-MM-DD calendar dates only', () => {
    for (const date of ['2024-02-30', '03/06/2024', '2024-06-03T10:00:00Z', '3 June 2024']) {
      expect(() => parse({ reviews: [{ ...review, date }] })).toThrow('review-list: JSON content: reviews[0].date: expected a YYYY-MM-DD date');
    }
  });
});
