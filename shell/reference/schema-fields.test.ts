import { describe, expect, it } from 'vitest';
import { imageField, richText, sitePathField } from '../../shared/content-fields.ts';
import { z } from '../../shared/zod.ts';
import { fieldOfIssue, schemaFields } from './schema-fields.ts';

describe('schemaFields', () => {
  const schema = z.object({
    title: z.string(),
    body: z.optional(richText),
    count: z.optional(z.int().check(z.gte(1))),
    score: z.number().check(z.gte(0), z.lte(5)),
    theme: z.optional(z.enum(['pink', 'white'])),
    to: sitePathField,
    price: z.union([z.number(), z.string()]),
    cadence: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
    items: z.array(z.object({ image: imageField, open: z.boolean() })),
    tags: z.array(z.string()),
    banners: z.record(z.string(), z.string()),
  });

  it('lists every field at every depth with its type, whether required, rich and looks-only', () => {
    expect(schemaFields(schema, ['theme', 'open'])).toEqual([
      { path: 'title', type: 'text', required: true, rich: false, looks: false },
      { path: 'body', type: 'rich text (HTML)', required: false, rich: true, looks: false },
      { path: 'count', type: 'whole number, at least 1', required: false, rich: false, looks: false },
      { path: 'score', type: 'number, at least 0, at most 5', required: true, rich: false, looks: false },
      { path: 'theme', type: '"pink" | "white"', required: false, rich: false, looks: true },
      { path: 'to', type: 'site path ("/plans")', required: true, rich: false, looks: false },
      { path: 'price', type: 'number or text', required: true, rich: false, looks: false },
      { path: 'cadence', type: 'text or number', required: false, rich: false, looks: false },
      { path: 'items', type: 'list of objects', required: true, rich: false, looks: false },
      { path: 'items[].image', type: 'object', required: true, rich: false, looks: false },
      { path: 'items[].image.src', type: 'http(s) URL or site path', required: true, rich: false, looks: false },
      { path: 'items[].image.alt', type: 'text', required: true, rich: false, looks: false },
      { path: 'items[].open', type: 'true or false', required: true, rich: false, looks: true },
      { path: 'tags', type: 'list of text', required: true, rich: false, looks: false },
      { path: 'banners', type: 'object of text by name', required: true, rich: false, looks: false },
      { path: 'banners.*', type: 'text', required: true, rich: false, looks: false },
    ]);
  });

  it('writes the items of a list at the top as []', () => {
    expect(schemaFields(z.array(z.object({ title: z.string() }))).map((row) => row.path)).toEqual(['[].title']);
  });
});

describe('fieldOfIssue', () => {
  const rows = schemaFields(z.array(z.object({ title: z.string(), ctas: z.array(z.object({ color: z.string() })) })));

  it('finds the row of an issue path, list indices read as []', () => {
    expect(fieldOfIssue([2, 'ctas', 1, 'color'], rows)).toBe('[].ctas[].color');
  });

  it('cuts a path back to the nearest row (an issue on a whole list item)', () => {
    expect(fieldOfIssue([0, 'ctas', 1], rows)).toBe('[].ctas');
  });

  it('gives undefined for an issue on the whole value', () => {
    expect(fieldOfIssue([], rows)).toBeUndefined();
  });
});
