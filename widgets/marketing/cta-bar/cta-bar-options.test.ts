import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { ctaBarOptions } from './cta-bar-options.ts';

const parse = (json?: unknown) =>
  parseOptions('cta-bar', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, ctaBarOptions);

const cta = { name: 'Get started', to: '/plans' };
const rating = { score: 4.7, count: 1234 };

describe('cta-bar options', () => {
  it('takes text (optional), the CTA and the rating; ignores other fields', () => {
    expect(parse({ text: 'Fresh food, delivered', cta, rating, colour: 'red' }).json).toEqual({ text: 'Fresh food, delivered', cta, rating });
    expect(parse({ cta, rating }).json).toEqual({ cta, rating });
  });

  it('needs the JSON content with a CTA and a rating', () => {
    expect(() => parse()).toThrow('cta-bar: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ rating })).toThrow('cta-bar: JSON content: cta: missing, expected object');
    expect(() => parse({ cta })).toThrow('cta-bar: JSON content: rating: missing, expected object');
    expect(() => parse({ cta: { to: '/plans' }, rating })).toThrow('cta-bar: JSON content: cta.name: missing, expected string');
    expect(() => parse({ cta, rating: { score: 4 } })).toThrow('cta-bar: JSON content: rating.count: missing, expected number');
  });

  it('refuses a CTA that would leave the site, and a score over 5', () => {
    expect(() => parse({ cta: { name: 'Go', to: 'https://evil.example/' }, rating })).toThrow(
      'cta-bar: JSON content: cta.to: expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")',
    );
    expect(() => parse({ cta, rating: { score: 5.1, count: 3 } })).toThrow('cta-bar: JSON content: rating.score: expected at most 5');
  });
});
