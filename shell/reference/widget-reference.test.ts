// The references of the real widgets, made from their specs and docs, and the rule that keeps the
// docs with the specs: every JSON field has a meaning, and every meaning names a field.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadReferences } from './load-references.ts';

const references = await loadReferences(path.resolve(import.meta.dirname, '../..'));
const find = (widget: string) => references.find((reference) => reference.widget === widget)!;

describe('describeWidget', () => {
  it('gives each attribute its kind, values or range, default and use, from the spec', () => {
    expect(find('email-capture').attributes).toEqual([
      { name: 'data-heading-level', kind: 'number', min: 2, max: 6, expected: 'a whole number from 2 to 6', required: false, looks: true },
      { name: 'data-form-id', kind: 'text', expected: 'the form id, e.g. "XyZ123"', required: true, looks: false },
      { name: 'data-display-type', kind: 'choice', values: ['MODAL', 'SECTION'], expected: 'one of "MODAL", "SECTION"', default: 'MODAL', required: false, looks: false },
      {
        name: 'data-popup-on',
        kind: 'choice',
        values: ['PAGE_LOAD', 'SCROLL_DEPTH_HIT', 'EXIT_INTENT'],
        expected: 'one of "PAGE_LOAD", "SCROLL_DEPTH_HIT", "EXIT_INTENT"',
        default: 'PAGE_LOAD',
        required: false,
        looks: false,
      },
      { name: 'data-delay', kind: 'number', min: 0, max: 600, expected: 'a whole number from 0 to 600', default: '0', required: false, looks: false },
      { name: 'data-days-until-can-show-again', kind: 'number', min: 0, max: 3650, expected: 'a whole number from 0 to 3650', default: '7', required: false, looks: false },
      { name: 'data-feature-flag-id', kind: 'text', expected: 'a feature flag name', required: false, looks: false },
      { name: 'data-feature-flag-value', kind: 'text', expected: 'the flag value that shows the form', required: false, looks: false },
    ]);
    expect(find('email-capture').json).toBeUndefined();
    // Checked by the widget (it shows its error box without one), documented as required all the same.
    expect(find('discount-offer').attributes.find((attribute) => attribute.name === 'data-discount-code')?.required).toBe(true);
  });

  it('gives one JSON shape per value of the attribute that chooses it (carousel: data-kind)', () => {
    const json = find('carousel').json!;
    expect(json.required).toBe(true);
    expect(json.variants.map((variant) => [variant.when?.value, variant.fields.map((field) => field.path)])).toEqual([
      ['social', ['slides', 'slides[].image', 'slides[].image.src', 'slides[].image.alt', 'slides[].caption', 'slides[].link']],
      ['team', ['slides', 'slides[].name', 'slides[].role', 'slides[].image', 'slides[].image.src', 'slides[].image.alt']],
      ['message', ['slides', 'slides[].text']],
      ['testimonial', ['slides', 'slides[].quote', 'slides[].author']],
    ]);
  });

  it('marks rich and looks-only fields and adds each meaning from the docs', () => {
    const fields = find('product-cards').json!.variants[0]!.fields;
    expect(fields.find((field) => field.path === '[].faqs[].answer')).toEqual({
      path: '[].faqs[].answer', type: 'rich text (HTML)', required: true, rich: true, looks: false, meaning: 'the answer',
    });
    expect(fields.find((field) => field.path === '[].ctas[].color')).toEqual({
      path: '[].ctas[].color', type: '"green" | "pink" | "black"', required: false, rich: false, looks: true, meaning: "the button's colour from the palette",
    });
  });
});

describe.each(references.map((reference) => [reference.widget, reference] as const))('%s docs', (_widget, reference) => {
  const fields = new Set(reference.json?.variants.flatMap((variant) => variant.fields.map((field) => field.path)) ?? []);

  it('has a NAME-docs.ts with a meaning for every JSON field', () => {
    expect(reference.docs).toBeDefined();
    expect([...fields].filter((field) => !reference.docs?.fields?.[field])).toEqual([]);
  });

  it('names no field that is not in the spec', () => {
    expect(Object.keys(reference.docs?.fields ?? {}).filter((field) => !fields.has(field))).toEqual([]);
  });
});
