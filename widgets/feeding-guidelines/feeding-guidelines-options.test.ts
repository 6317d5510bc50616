import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { feedingGuidelinesOptions } from './feeding-guidelines-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) =>
  parseOptions('feeding-guidelines', { attributes, jsonText }, feedingGuidelinesOptions);

describe('feeding-guidelines options', () => {
  it('needs no options, and takes kcal per tray from 50 to 1000', () => {
    expect(parse({})).toEqual({ attributes: {}, json: undefined, warnings: [] });
    expect(parse({ 'data-kcal-per-tray': '50' }).attributes).toEqual({ 'data-kcal-per-tray': 50 });
    expect(parse({ 'data-kcal-per-tray': '1000' }).attributes).toEqual({ 'data-kcal-per-tray': 1000 });
  });

  it.each([['49'], ['1001'], ['92.5'], ['lots'], ['']])('names a bad kcal per tray %j', (value) => {
    expect(() => parse({ 'data-kcal-per-tray': value })).toThrow(
      `feeding-guidelines: data-kcal-per-tray must be a whole number from 50 to 1000 (got "${value}")`,
    );
  });

  it('warns about an unknown attribute and ignores it', () => {
    expect(parse({ 'data-life-stage': 'kitten' }).warnings).toEqual(['unknown attribute data-life-stage is ignored']);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{}')).toThrow('feeding-guidelines: takes no JSON content: remove the child <script type="application/json">');
  });
});
