import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { condensedListOptions } from './condensed-list-options.ts';

const parse = (json?: unknown) =>
  parseOptions('condensed-list', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, condensedListOptions);

describe('condensed-list options', () => {
  it('takes items, an optional title and visible; ignores other fields', () => {
    expect(parse({ title: 'Ingredients', items: ['Chicken', 'Liver'], visible: 1, colour: 'red' }).json).toEqual({
      title: 'Ingredients',
      items: ['Chicken', 'Liver'],
      visible: 1,
    });
    expect(parse({ items: [] }).json).toEqual({ items: [] });
  });

  it('names missing items, items that are not texts and a bad visible', () => {
    expect(() => parse()).toThrow('condensed-list: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ title: 'x' })).toThrow('condensed-list: JSON content: items: missing, expected array');
    expect(() => parse({ items: ['a', 2] })).toThrow('condensed-list: JSON content: items[1]: expected string');
    expect(() => parse({ items: ['a'], visible: 0 })).toThrow('condensed-list: JSON content: visible: expected at least 1');
    expect(() => parse({ items: ['a'], visible: 2.5 })).toThrow('condensed-list: JSON content: visible: expected int');
  });
});
