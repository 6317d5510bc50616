import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { stickyCtaOptions } from './sticky-cta-options.ts';

const parse = (json?: unknown) =>
  parseOptions('sticky-cta', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, stickyCtaOptions);

const cta = { name: 'Get started', to: '/plans' };

describe('sticky-cta options', () => {
  it('takes every field of the contract and ignores others (onClick is not a JSON field)', () => {
    const all = { text: 'Fresh food from £1.50 a day', cta, show_trustpilot_rating: true, rating: { score: 4.7, count: 1234 }, disabled: false, hide_if_disabled: true, state: 'loading' };
    expect(parse({ ...all, onClick: 'alert(1)' }).json).toEqual(all);
    expect(parse({ text: 'Try it', cta }).json).toEqual({ text: 'Try it', cta });
  });

  it('needs the JSON content with text and a CTA going to a site path', () => {
    expect(() => parse()).toThrow('sticky-cta: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ cta })).toThrow('sticky-cta: JSON content: text: missing, expected string');
    expect(() => parse({ text: 'T' })).toThrow('sticky-cta: JSON content: cta: missing, expected object');
    expect(() => parse({ text: 'T', cta: { name: 'Go' } })).toThrow('sticky-cta: JSON content: cta.to: missing, expected string');
    expect(() => parse({ text: 'T', cta: { name: ' ', to: '/plans' } })).toThrow('sticky-cta: JSON content: cta.name: expected non-empty text');
  });

  it('refuses a CTA that would leave the site', () => {
    for (const to of ['https://evil.example', '//evil.example', 'javascript:alert(1)', 'plans']) {
      expect(() => parse({ text: 'T', cta: { name: 'Go', to } })).toThrow(
        'sticky-cta: JSON content: cta.to: expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")',
      );
    }
  });

  it('names a state that is not ready or loading, and flags that are not booleans', () => {
    expect(() => parse({ text: 'T', cta, state: 'busy' })).toThrow('sticky-cta: JSON content: state: expected one of "ready", "loading"');
    expect(() => parse({ text: 'T', cta, disabled: 'yes' })).toThrow('sticky-cta: JSON content: disabled: expected boolean');
  });

  it('needs a rating to show the stars', () => {
    expect(() => parse({ text: 'T', cta, show_trustpilot_rating: true })).toThrow(
      'sticky-cta: JSON content: rating: expected {score, count} when show_trustpilot_rating is true',
    );
    expect(() => parse({ text: 'T', cta, show_trustpilot_rating: true, rating: { score: 7, count: 1 } })).toThrow(
      'sticky-cta: JSON content: rating.score: expected at most 5',
    );
  });
});
