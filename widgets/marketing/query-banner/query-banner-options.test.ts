import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { queryBannerOptions } from './query-banner-options.ts';

const parse = (json?: unknown) =>
  parseOptions('query-banner', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, queryBannerOptions);

describe('query-banner options', () => {
  it('takes param, banners and an optional default; ignores other fields', () => {
    expect(parse({ param: 'offer', banners: { spring: 'Spring offer' }, default: 'Hello', colour: 'red' }).json).toEqual({
      param: 'offer',
      banners: { spring: 'Spring offer' },
      default: 'Hello',
    });
    expect(parse({ param: 'offer', banners: {} }).json).toEqual({ param: 'offer', banners: {} });
  });

  it('names a missing or empty param and banners that are not texts', () => {
    expect(() => parse()).toThrow('query-banner: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ banners: {} })).toThrow('query-banner: JSON content: param: missing, expected string');
    expect(() => parse({ param: ' ', banners: {} })).toThrow('query-banner: JSON content: param: expected non-empty text');
    expect(() => parse({ param: 'offer' })).toThrow('query-banner: JSON content: banners: missing, expected record');
    expect(() => parse({ param: 'offer', banners: { spring: 3 } })).toThrow('query-banner: JSON content: banners.spring: expected string');
    expect(() => parse({ param: 'offer', banners: {}, default: false })).toThrow('query-banner: JSON content: default: expected string');
  });
});
