import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { priceComparisonOptions } from './price-comparison-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) =>
  parseOptions('price-comparison', { attributes, jsonText }, priceComparisonOptions);

describe('price-comparison options', () => {
  it('mounts the bare placeholder (contract: no options; the flag decides whether it shows)', () => {
    expect(parse({})).toEqual({ attributes: {}, json: undefined, warnings: [] });
  });

  it('warns about an unknown attribute and ignores it', () => {
    const { attributes, warnings } = parse({ 'data-brand': 'Whiskas' });
    expect(attributes).toEqual({});
    expect(warnings).toEqual(['unknown attribute data-brand is ignored']);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{}')).toThrow('price-comparison: takes no JSON content: remove the child <script type="application/json">');
  });
});
