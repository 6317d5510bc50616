import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { litterOptions } from './litter-options.ts';

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
    expect(() => parse({}, {})).toThrow('continue_to_path: expected string');
  });

  it('rejects a path to another site, an image without alt text and a bad quantity', () => {
    expect(() => parse({}, { continue_to_path: '//evil.example/x' })).toThrow('continue_to_path: expected a site path starting with "/"');
    expect(() => parse({}, { continue_to_path: '/n', card_images: [{ image: '/a.png' }] })).toThrow('card_images[0].alt: expected string');
    expect(() => parse({}, { continue_to_path: '/n', param_quantity: 0 })).toThrow('param_quantity');
    expect(() => parse({}, { continue_to_path: '/n', theme: 'neon' })).toThrow('theme: expected one of "light-grey", "white", "pink"');
  });
});
