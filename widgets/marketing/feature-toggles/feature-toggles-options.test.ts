import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { featureTogglesOptions } from './feature-toggles-options.ts';

const parse = (json?: unknown) =>
  parseOptions('feature-toggles', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, featureTogglesOptions);

describe('feature-toggles options', () => {
  it('takes blocks of title and body; ignores other fields', () => {
    expect(parse({ blocks: [{ title: 'Fresh', body: '<p>Cooked gently</p>', icon: 'x' }], theme: 'pink' }).json).toEqual({
      blocks: [{ title: 'Fresh', body: '<p>Cooked gently</p>' }],
    });
  });

  it('names missing blocks, an empty title and a missing body', () => {
    expect(() => parse()).toThrow('feature-toggles: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({})).toThrow('feature-toggles: JSON content: blocks: missing, expected array');
    expect(() => parse({ blocks: [{ title: '', body: 'x' }] })).toThrow('feature-toggles: JSON content: blocks[0].title: expected non-empty text');
    expect(() => parse({ blocks: [{ title: 'A', body: 'x' }, { title: 'B' }] })).toThrow(
      'feature-toggles: JSON content: blocks[1].body: missing, expected string',
    );
  });
});
