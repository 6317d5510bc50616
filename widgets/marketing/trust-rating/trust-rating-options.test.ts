import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { trustRatingOptions } from './trust-rating-options.ts';

const parse = (json?: unknown, attributes: Record<string, string> = {}) =>
  parseOptions('trust-rating', { attributes, jsonText: json === undefined ? undefined : JSON.stringify(json) }, trustRatingOptions);

describe('trust-rating options', () => {
  it('takes score, count and a link to the review site or a site path; ignores other fields', () => {
    expect(parse({ score: 4.7, count: 1234, link: 'https://uk.trustpilot.com/review/katkin.com', colour: 'red' }).json).toEqual({
      score: 4.7,
      count: 1234,
      link: 'https://uk.trustpilot.com/review/katkin.com',
    });
    expect(parse({ score: 0, count: 0, link: '/reviews' }).json).toEqual({ score: 0, count: 0, link: '/reviews' });
    expect(parse({ score: 5, count: 1 }).json).toEqual({ score: 5, count: 1 });
  });

  it('needs the JSON content with a score and a count', () => {
    expect(() => parse()).toThrow('trust-rating: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ count: 3 })).toThrow('trust-rating: JSON content: score: missing, expected number');
    expect(() => parse({ score: 4 })).toThrow('trust-rating: JSON content: count: missing, expected number');
  });

  it('names a score outside 0 to 5 and a count that is not a whole number', () => {
    expect(() => parse({ score: 6, count: 3 })).toThrow('trust-rating: JSON content: score: expected at most 5');
    expect(() => parse({ score: -0.5, count: 3 })).toThrow('trust-rating: JSON content: score: expected at least 0');
    expect(() => parse({ score: 4, count: 3.5 })).toThrow('trust-rating: JSON content: count: expected int');
    expect(() => parse({ score: 4, count: -1 })).toThrow('trust-rating: JSON content: count: expected at least 0');
  });

  it('refuses a link with any scheme but http(s), or a path off the site', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/reviews', 'reviews']) {
      expect(() => parse({ score: 4, count: 3, link })).toThrow(
        'trust-rating: JSON content: link: expected a site path such as "/reviews" or an http(s) URL',
      );
    }
  });

  it('reports bad JSON and ignores unknown attributes with a warning', () => {
    expect(() => parseOptions('trust-rating', { attributes: {}, jsonText: '{score: 4}' }, trustRatingOptions)).toThrow(
      'trust-rating: the JSON content is not valid JSON',
    );
    expect(parse({ score: 4, count: 3 }, { 'data-theme': 'dark' }).warnings).toEqual(['unknown attribute data-theme is ignored']);
  });
});
