import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { scrollingBannerOptions } from './scrolling-banner-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('scrolling-banner', { attributes, jsonText }, scrollingBannerOptions);

describe('scrolling-banner options', () => {
  it('mounts the bare placeholder (contract: no options)', () => {
    expect(parse({})).toEqual({ attributes: {}, json: undefined, warnings: [] });
  });

  it('warns about an unknown attribute and ignores it', () => {
    expect(parse({ 'data-speed': 'fast' }).warnings).toEqual(['unknown attribute data-speed is ignored']);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{"claims": []}')).toThrow('scrolling-banner: takes no JSON content: remove the child <script type="application/json">');
  });
});
