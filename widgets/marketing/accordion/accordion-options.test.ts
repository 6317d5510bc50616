import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { accordionOptions } from './accordion-options.ts';

const parse = (json?: unknown) =>
  parseOptions('accordion', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, accordionOptions);

describe('accordion options', () => {
  it('takes items and the two breakpoint flags; ignores other fields', () => {
    expect(parse({ items: [{ title: 'Q', body: '<p>A</p>', id: 3 }], open_on_mobile: true, open_on_desktop: false, theme: 'x' }).json).toEqual({
      items: [{ title: 'Q', body: '<p>A</p>' }],
      open_on_mobile: true,
      open_on_desktop: false,
    });
    expect(parse({ items: [] }).json).toEqual({ items: [] });
  });

  it('names missing items, an empty title, a missing body and flags that are not true or false', () => {
    expect(() => parse()).toThrow('accordion: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({})).toThrow('accordion: JSON content: items: missing, expected array');
    expect(() => parse({ items: [{ title: ' ', body: 'x' }] })).toThrow('accordion: JSON content: items[0].title: expected non-empty text');
    expect(() => parse({ items: [{ title: 'Q' }] })).toThrow('accordion: JSON content: items[0].body: missing, expected string');
    expect(() => parse({ items: [], open_on_mobile: 'yes' })).toThrow('accordion: JSON content: open_on_mobile: expected boolean');
  });
});
