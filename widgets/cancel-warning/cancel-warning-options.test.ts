import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { cancelWarningOptions } from './cancel-warning-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('cancel-warning', { attributes, jsonText }, cancelWarningOptions);

describe('cancel-warning options', () => {
  it('takes the contract JSON and the query stand-in attributes', () => {
    const result = parse({ 'data-subscription-id': '1001', 'data-cat-name': 'Mochi' }, '{"title":"Before you go","subscription_state":"ACTIVE"}');
    expect(result).toEqual({
      attributes: { 'data-subscription-id': 1001, 'data-cat-name': 'Mochi' },
      json: { title: 'Before you go', subscription_state: 'ACTIVE' },
      warnings: [],
    });
  });

  it('needs neither attributes nor JSON (the card has a default title)', () => {
    expect(parse({})).toEqual({ attributes: {}, json: undefined, warnings: [] });
    expect(parse({}, '{}').json).toEqual({});
  });

  it.each([['12a'], ['-4'], ['1e3'], ['']])('names a bad subscription id %j', (value) => {
    expect(() => parse({ 'data-subscription-id': value })).toThrow(
      `cancel-warning: data-subscription-id must be a subscription id (whole digits, e.g. "1001") (got "${value}")`,
    );
  });

  it('names an empty cat name', () => {
    expect(() => parse({ 'data-cat-name': ' ' })).toThrow('cancel-warning: data-cat-name must be the cat\'s name (got " ")');
  });

  it('names broken JSON and JSON fields of the wrong type', () => {
    expect(() => parse({}, '{"title":')).toThrow(/^cancel-warning: the JSON content is not valid JSON \(.+\)$/);
    expect(() => parse({}, '{"title":7,"subscription_state":false}')).toThrow(
      'cancel-warning: JSON content: title: expected string; subscription_state: expected string',
    );
    expect(() => parse({}, '{"title":"   "}')).toThrow('cancel-warning: JSON content: title: expected non-empty text');
  });

  it('warns about an unknown attribute and ignores it', () => {
    const { attributes, warnings } = parse({ 'data-cat-name': 'Mochi', 'data-title': 'Wait' });
    expect(attributes).toEqual({ 'data-cat-name': 'Mochi' });
    expect(warnings).toEqual(['unknown attribute data-title is ignored']);
  });
});
