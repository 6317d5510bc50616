import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { batchLookupOptions } from './batch-lookup-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('batch-lookup', { attributes, jsonText }, batchLookupOptions);

describe('batch-lookup options', () => {
  it('mounts the bare placeholder (contract: no options)', () => {
    expect(parse({})).toEqual({ attributes: {}, json: undefined, warnings: [] });
  });

  it('warns about an unknown attribute and ignores it', () => {
    const { attributes, warnings } = parse({ 'data-bn': '12345' });
    expect(attributes).toEqual({});
    expect(warnings).toEqual(['unknown attribute data-bn is ignored']);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{"title":"Batch"}')).toThrow(
      'batch-lookup: takes no JSON content: remove the child <script type="application/json">',
    );
  });
});
