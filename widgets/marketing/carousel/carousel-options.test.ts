import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { carouselOptions } from './carousel-options.ts';

const parse = (kind: string | undefined, json?: unknown) =>
  parseOptions(
    'carousel',
    { attributes: kind === undefined ? {} : { 'data-kind': kind }, jsonText: json === undefined ? undefined : JSON.stringify(json) },
    carouselOptions,
  );

const image = { src: '/images/milo.jpg', alt: 'Milo asleep' };

describe('carousel options', () => {
  it('takes the slides of each kind; ignores other fields', () => {
    expect(parse('social', { slides: [{ image, caption: 'Milo', link: 'https://www.instagram.com/p/1', likes: 3 }] }).json).toEqual({
      slides: [{ image, caption: 'Milo', link: 'https://www.instagram.com/p/1' }],
    });
    expect(parse('team', { slides: [{ name: 'Sam', role: 'Vet', image }] }).json).toEqual({ slides: [{ name: 'Sam', role: 'Vet', image }] });
    expect(parse('message', { slides: [{ text: 'Free delivery' }] }).json).toEqual({ slides: [{ text: 'Free delivery' }] });
    expect(parse('testimonial', { slides: [{ quote: 'Loved it', author: 'Ann' }] }).json).toEqual({ slides: [{ quote: 'Loved it', author: 'Ann' }] });
  });

  it('needs data-kind, one of the four', () => {
    expect(() => parse(undefined, { slides: [] })).toThrow('carousel: data-kind is required: expected one of "social", "team", "message", "testimonial"');
    expect(() => parse('reviews', { slides: [] })).toThrow('carousel: data-kind must be one of "social", "team", "message", "testimonial" (got "reviews")');
  });

  it("checks each slide against its kind's shape", () => {
    expect(() => parse('testimonial')).toThrow('carousel: JSON content is required: add a child <script type="application/json">');
    expect(() => parse('testimonial', { slides: [{ text: 'Hi' }] })).toThrow('carousel: JSON content: slides[0].quote: missing, expected string');
    expect(() => parse('message', { slides: [{ text: '' }] })).toThrow('carousel: JSON content: slides[0].text: expected non-empty text');
    expect(() => parse('team', { slides: [{ role: 'Vet' }] })).toThrow('carousel: JSON content: slides[0].name: missing, expected string');
    expect(() => parse('social', { slides: [{ caption: 'x' }] })).toThrow('carousel: JSON content: slides[0].image: missing, expected object');
  });

  it('takes a social link that is a site path or an http(s) URL, nothing else', () => {
    expect(parse('social', { slides: [{ image, link: '/reviews' }] }).json?.slides[0]).toEqual({ image, link: '/reviews' });
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      expect(() => parse('social', { slides: [{ image, link }] })).toThrow(
        'carousel: JSON content: slides[0].link: expected a site path such as "/reviews" or an http(s) URL',
      );
    }
  });
});
