import { describe, expect, it } from 'vitest';
import { accordionOptions } from '../widgets/marketing/accordion/accordion-options.ts';
import { headingTag } from './heading-level.ts';
import { parseOptions } from './widget-options.ts';

const json = JSON.stringify({ items: [{ title: 'Is it fresh?', body: '<p>Yes</p>' }] });
const parse = (level: string) => parseOptions('accordion', { attributes: { 'data-heading-level': level }, jsonText: json }, accordionOptions);

describe('data-heading-level', () => {
  it('takes 2 to 6', () => {
    for (const level of ['2', '3', '4', '5', '6']) expect(parse(level).attributes['data-heading-level']).toBe(Number(level));
    expect(parse(' 4 ').warnings).toEqual([]);
  });

  it('anything else is a console message and the default: it only changes looks', () => {
    for (const level of ['1', '7', 'h3', '', '3.5']) {
      const parsed = parse(level);
      expect(parsed.attributes).toEqual({});
      expect(parsed.warnings).toEqual([`data-heading-level must be a whole number from 2 to 6 (got "${level}"): the default is used`]);
    }
  });

  it('the top headings take the level, the headings inside them the levels below, never past h6', () => {
    expect([headingTag(2), headingTag(2, 1), headingTag(4), headingTag(4, 1), headingTag(6), headingTag(6, 1)]).toEqual(['h2', 'h3', 'h4', 'h5', 'h6', 'h6']);
  });
});
