import { describe, expect, it } from 'vitest';
import { defineOptions, oneOf, parseOptions, text, wholeNumber } from './widget-options.ts';
import { z } from './zod.ts';

const raw = (attributes: Record<string, string>, jsonText?: string) => ({ attributes, jsonText });

describe('parseOptions', () => {
  const spec = {
    attributes: { 'data-variant': oneOf('a', 'b'), 'data-delay': wholeNumber(0, 60), 'data-form-id': { ...text(), required: true } },
    json: z.object({ title: z.string(), card_images: z.optional(z.array(z.object({ image: z.string() }))) }),
  };

  it('returns typed attributes and JSON, and warns about unknown attributes', () => {
    const result = parseOptions('w', raw({ 'data-variant': 'b', 'data-delay': '5', 'data-form-id': 'F1', 'data-colour': 'red' }, '{"title":"T"}'), spec);
    expect(result.attributes).toEqual({ 'data-variant': 'b', 'data-delay': 5, 'data-form-id': 'F1' });
    expect(result.json).toEqual({ title: 'T' });
    expect(result.warnings).toEqual(['unknown attribute data-colour is ignored']);
  });

  it('names the widget, each bad attribute and what was expected', () => {
    expect(() => parseOptions('litter-trial', raw({ 'data-variant': 'c', 'data-delay': '1.5' }), spec)).toThrow(
      'data-variant must be one of "a", "b" (got "c"); data-delay must be a whole number from 0 to 60 (got "1.5"); data-form-id is required: expected non-empty text',
    );
  });

  it("lets a 'by-widget' required attribute be absent, for the widget to show its own error state", () => {
    const byWidget = { attributes: { 'data-discount-code': { ...text(), required: 'by-widget' as const } } };
    expect(parseOptions('discount-offer', raw({}), byWidget).attributes).toEqual({});
    expect(() => parseOptions('discount-offer', raw({ 'data-discount-code': ' ' }), byWidget)).toThrow('data-discount-code must be non-empty text (got " ")');
  });

  it('reports broken JSON and JSON of the wrong shape with the path', () => {
    expect(() => parseOptions('w', raw({ 'data-form-id': 'F' }, '{title:'), spec)).toThrow(/w: the JSON content is not valid JSON/);
    expect(() => parseOptions('w', raw({ 'data-form-id': 'F' }, '{"title":1,"card_images":[{"image":2}]}'), spec)).toThrow(
      'JSON content: title: expected string; card_images[0].image: expected string',
    );
  });

  it('warns about each JSON field the widget does not know, at any depth, and keeps the rest', () => {
    const result = parseOptions('w', raw({ 'data-form-id': 'F' }, '{"title":"T","subtitle":"S","card_images":[{"image":"a.jpg"},{"image":"b.jpg","alt_text":"B"}]}'), spec);
    expect(result.json).toEqual({ title: 'T', card_images: [{ image: 'a.jpg' }, { image: 'b.jpg' }] });
    expect(result.warnings).toEqual(['unknown JSON field subtitle is ignored', 'unknown JSON field card_images[1].alt_text is ignored']);
  });

  it('rejects JSON content for a widget that takes none', () => {
    expect(() => parseOptions('batch-lookup', raw({}, '{}'), {})).toThrow('batch-lookup: takes no JSON content');
  });

  it('is a WidgetOptionsError, which the loader maps to invalid-options', () => {
    try {
      parseOptions('w', raw({}), { attributes: { 'data-x': { ...text(), required: true } } });
    } catch (error) {
      expect((error as Error).name).toBe('WidgetOptionsError');
    }
    expect.assertions(1);
  });

  it('falls back to the default for an invalid look-only attribute, with a message naming widget, attribute and value', () => {
    const looks = defineOptions({ attributes: { 'data-size': { ...oneOf('small', 'large'), looks: true } } });
    const result = parseOptions('demo', raw({ 'data-size': 'huge' }), looks);
    expect(result.attributes).toEqual({});
    expect(result.warnings).toEqual(['data-size must be one of "small", "large" (got "huge"): the default is used']);
  });

  it('drops an invalid look-only JSON field and keeps the rest; other fields still fail', () => {
    const looks = defineOptions({ json: z.object({ title: z.string(), theme: z.optional(z.enum(['pink', 'white'])) }), jsonLooks: ['theme'] });
    const result = parseOptions('demo', raw({}, '{"title":"T","theme":"neon"}'), looks);
    expect(result.json).toEqual({ title: 'T' });
    expect(result.warnings).toEqual(['JSON theme: expected one of "pink", "white" (got "neon"): the default is used']);
    expect(() => parseOptions('demo', raw({}, '{"title":3,"theme":"neon"}'), looks)).toThrow('JSON content: title: expected string');
  });

  it('drops invalid look-only fields inside lists too, item by item', () => {
    const button = z.object({ name: z.string(), color: z.optional(z.enum(['green', 'pink'])) });
    const looks = defineOptions({ json: z.array(z.object({ title: z.string(), ctas: z.array(button) })), jsonLooks: ['color'] });
    const text = '[{"title":"A","ctas":[{"name":"Buy","color":"neon"},{"name":"More","color":"pink"}]},{"title":"B","ctas":[{"name":"Go","color":7}]}]';
    const result = parseOptions('demo', raw({}, text), looks);
    expect(result.json).toEqual([
      { title: 'A', ctas: [{ name: 'Buy' }, { name: 'More', color: 'pink' }] },
      { title: 'B', ctas: [{ name: 'Go' }] },
    ]);
    expect(result.warnings).toEqual([
      'JSON [0].ctas[0].color: expected one of "green", "pink" (got "neon"): the default is used',
      'JSON [1].ctas[0].color: expected one of "green", "pink" (got 7): the default is used',
    ]);
    expect(() => parseOptions('demo', raw({}, '[{"title":"A","ctas":[{"color":"neon"}]}]'), looks)).toThrow(
      'JSON content: [0].ctas[0].name: missing, expected string',
    );
  });
});
