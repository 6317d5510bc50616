import { describe, expect, it } from 'vitest';
import {
  imageField,
  isoDateText,
  isWebUrl,
  nonEmptyText,
  productLinkField,
  productPath,
  ratingField,
  siteOrExternalLinkField,
  sitePathField,
} from './content-fields.ts';
import { describeIssues, type z } from './zod.ts';

/** The message a schema gives for a value, as the options error shows it; 'ok' when valid. */
function check(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : describeIssues(result.error.issues);
}

describe('content fields (contract 5.1)', () => {
  it('site paths: one leading "/", nothing that leaves the site base', () => {
    expect(check(sitePathField, '/plans?x=1')).toBe('ok');
    for (const bad of ['plans', '//evil.example', '/\\evil.example', '/a\tb', 'https://www.example/plans', '/..//evil.example', '/%2e/admin']) {
      expect(check(sitePathField, bad)).toBe('value: expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")');
    }
  });

  it('product links are /{link}, a leading "/" not doubled', () => {
    expect(productPath('cat-food')).toBe('/cat-food');
    expect(productPath('/cat-food')).toBe('/cat-food');
    expect(productLinkField.parse('cat-food/cluck')).toBe('/cat-food/cluck');
    expect(productLinkField.parse('/cat-food')).toBe('/cat-food');
    expect(check(productLinkField, '//evil.example')).toBe('value: expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")');
    expect(check(productLinkField, 'cat food')).toBe('value: expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")');
    for (const url of ['https://evil.example', 'javascript:alert(1)', 'mailto:a@b.uk']) {
      expect(check(productLinkField, url)).toBe('value: expected a path on the site such as "cat-food" or "/cat-food", not a URL');
    }
  });

  it('web URLs are http(s) only, written without spaces', () => {
    expect(isWebUrl('https://uk.trustpilot.com/review/katkin.com')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', '/reviews', 'https://exa mple.com', ' https://example.com']) {
      expect(isWebUrl(bad)).toBe(false);
    }
  });

  it('a link that may leave the site takes a site path or an http(s) URL, nothing else', () => {
    expect(check(siteOrExternalLinkField, '/reviews')).toBe('ok');
    expect(check(siteOrExternalLinkField, 'https://uk.trustpilot.com/review/katkin.com')).toBe('ok');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'reviews', 'mailto:a@b.uk']) {
      expect(check(siteOrExternalLinkField, bad)).toBe('value: expected a site path such as "/reviews" or an http(s) URL');
    }
  });

  it('images: src an http(s) URL or a site path, alt required ("" when decorative)', () => {
    expect(check(imageField, { src: '/images/cluck.jpg', alt: '' })).toBe('ok');
    expect(check(imageField, { src: 'https://cdn.example/cluck.jpg', alt: 'A tray of Cluck' })).toBe('ok');
    expect(check(imageField, { src: '/images/cluck.jpg' })).toBe('alt: expected string');
    expect(check(imageField, { src: 'javascript:alert(1)', alt: '' })).toBe('src: expected an http(s) URL or a site path such as "/images/cat.jpg"');
    expect(check(imageField, { src: 'cluck.jpg', alt: '' })).toBe('src: expected an http(s) URL or a site path such as "/images/cat.jpg"');
  });

  it('names are non-empty text', () => {
    expect(check(nonEmptyText, 'Cluck')).toBe('ok');
    expect(check(nonEmptyText, '  ')).toBe('value: expected non-empty text');
  });

  it('ratings: a score from 0 to 5 and a whole, non-negative count', () => {
    expect(check(ratingField, { score: 4.7, count: 1234 })).toBe('ok');
    expect(check(ratingField, { score: 5.5, count: 1 })).toBe('score: expected at most 5');
    expect(check(ratingField, { score: -1, count: 1 })).toBe('score: expected at least 0');
    expect(check(ratingField, { score: 4, count: 2.5 })).toBe('count: expected int');
    expect(check(ratingField, { score: 4, count: -1 })).toBe('count: expected at least 0');
    expect(check(ratingField, { score: '4', count: 1 })).toBe('score: expected number');
  });

  it('dates are real YYYY-MM-DD calendar dates', () => {
    expect(check(isoDateText, '2024-06-03')).toBe('ok');
    expect(check(isoDateText, '2024-02-30')).toBe('value: expected a YYYY-MM-DD date');
    expect(check(isoDateText, '3 June 2024')).toBe('value: expected a YYYY-MM-DD date');
  });
});
