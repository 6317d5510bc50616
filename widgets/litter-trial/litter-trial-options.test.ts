import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { litterOptions } from './litter-trial-options.ts';

const parse = (attributes: Record<string, string>, json?: unknown) =>
  parseOptions('litter-trial', { attributes, jsonText: json === undefined ? undefined : JSON.stringify(json) }, litterOptions);

describe('litter-trial options', () => {
  it('accepts the variants and the content-block fields', () => {
    const { attributes, json } = parse(
      { 'data-variant': 'date' },
      { continue_to_path: '/next', product: 'SCOOP_PLANET', param_cadence: 4, card_images: [{ image: '/a.png', alt: 'A bag' }] },
    );
    expect(attributes['data-variant']).toBe('date');
    expect(json?.param_cadence).toBe('4');
  });

  it('names a wrong variant', () => {
    expect(() => parse({ 'data-variant': 'c' }, { continue_to_path: '/next' })).toThrow(
      'litter-trial: data-variant must be one of "a", "b", "date" (got "c")',
    );
  });

  it('needs the JSON content and a continue path', () => {
    expect(() => parse({})).toThrow('JSON content is required');
    expect(() => parse({}, {})).toThrow('continue_to_path: missing, expected string');
  });

  it('rejects a path to another site, an image without alt text and a bad quantity', () => {
    expect(() => parse({}, { continue_to_path: '//evil.example/x' })).toThrow(
      'litter-trial: JSON content: continue_to_path: expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")',
    );
    expect(() => parse({}, { continue_to_path: '/n', no_thanks_path: '/\tjavascript:alert(1)' })).toThrow('no_thanks_path: expected a site path');
    expect(() => parse({}, { continue_to_path: '/n', card_images: [{ image: '/a.png' }] })).toThrow('card_images[0].alt: missing, expected string');
    expect(() => parse({}, { continue_to_path: '/n', param_quantity: 0 })).toThrow('litter-trial: JSON content: param_quantity: expected at least 1');
  });

  it('names JSON that does not parse', () => {
    expect(() => parseOptions('litter-trial', { attributes: {}, jsonText: '{"continue_to_path": "/n",}' }, litterOptions)).toThrow(
      /^litter-trial: the JSON content is not valid JSON \(.+\)$/,
    );
  });

  it('warns about an unknown attribute and ignores it', () => {
    const { attributes, warnings } = parse({ 'data-variant': 'a', 'data-product': 'SCOOP_PLANET' }, { continue_to_path: '/n' });
    expect(attributes).toEqual({ 'data-variant': 'a' });
    expect(warnings).toEqual(['unknown attribute data-product is ignored']);
  });

  it('refuses image sources that are neither a site path nor an http(s) URL', () => {
    expect(() => parse({}, { continue_to_path: '/n', card_images: [{ image: 'javascript:alert(1)', alt: 'A bag' }] })).toThrow(
      'litter-trial: JSON content: card_images[0].image: expected an http(s) URL or a site path such as "/images/cat.jpg"',
    );
    expect(() => parse({}, { continue_to_path: '/n', icons: [{ image: '//evil.example/i.png', title: 'Free delivery' }] })).toThrow(
      'icons[0].image: expected an http(s) URL or a site path',
    );
  });

  it('mounts the contract example JSON as written', () => {
    const { json } = parse({ 'data-variant': 'date' }, { title: 'Try our litter', product: 'SCOOP_PLANET', continue_to_path: '/checkout' });
    expect(json).toEqual({ title: 'Try our litter', product: 'SCOOP_PLANET', continue_to_path: '/checkout' });
  });

  it('drops an unknown theme (looks only) with a message naming it, and keeps the rest', () => {
    const { json, warnings } = parse({}, { continue_to_path: '/n', theme: 'neon' });
    expect(json).toEqual({ continue_to_path: '/n' });
    expect(warnings).toEqual(['JSON theme: expected one of "light-grey", "white", "pink" (got "neon"): the default is used']);
  });
});
