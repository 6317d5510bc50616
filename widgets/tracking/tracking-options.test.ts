import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { trackingOptions } from './tracking-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('tracking', { attributes, jsonText }, trackingOptions);

describe('tracking options', () => {
  it('takes a test event code, and needs none', () => {
    expect(parse({ 'data-test-event-code': 'TEST123' })).toEqual({ attributes: { 'data-test-event-code': 'TEST123' }, json: undefined, warnings: [] });
    expect(parse({}).attributes).toEqual({});
  });

  it('trims the test event code (spec section 5)', () => {
    expect(parse({ 'data-test-event-code': '  TEST123 ' }).attributes['data-test-event-code']).toBe('TEST123');
  });

  it('names an empty test event code', () => {
    expect(() => parse({ 'data-test-event-code': '  ' })).toThrow(
      'tracking: data-test-event-code must be a test event code from Events Manager (got "  ")',
    );
  });

  it('warns about an unknown attribute and ignores it', () => {
    expect(parse({ 'data-pixel-id': '42' }).warnings).toEqual(['unknown attribute data-pixel-id is ignored']);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{}')).toThrow('tracking: takes no JSON content: remove the child <script type="application/json">');
  });
});
