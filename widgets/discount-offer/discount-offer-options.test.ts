import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { discountOfferOptions } from './discount-offer-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('discount-offer', { attributes, jsonText }, discountOfferOptions);

describe('discount-offer options', () => {
  it('takes the discount code, the query stand-ins and the cancellation answers', () => {
    const result = parse({
      'data-discount-code': 'STAY20',
      'data-subscription-id': '1001',
      'data-cat-name': 'Mochi',
      'data-cat-sex': 'BOY',
      'data-cancellation-primary': 'TOO_EXPENSIVE',
    });
    expect(result).toEqual({
      attributes: {
        'data-discount-code': 'STAY20',
        'data-subscription-id': 1001,
        'data-cat-name': 'Mochi',
        'data-cat-sex': 'BOY',
        'data-cancellation-primary': 'TOO_EXPENSIVE',
      },
      json: undefined,
      warnings: [],
    });
  });

  it('requires nothing: a missing code is the page\'s error state (spec section 5), not an options error', () => {
    expect(parse({})).toEqual({ attributes: {}, json: undefined, warnings: [] });
  });

  it('names each bad attribute with what was expected', () => {
    expect(() =>
      parse({ 'data-discount-code': '', 'data-subscription-id': 'abc', 'data-cat-name': '', 'data-cat-sex': ' ', 'data-cancellation-primary': 'BORED' }),
    ).toThrow(
      'discount-offer: data-discount-code must be the discount code to offer, e.g. "STAY20" (got ""); ' +
        'data-subscription-id must be a subscription id (whole digits, e.g. "1001") (got "abc"); ' +
        'data-cat-name must be the cat\'s name (got ""); ' +
        'data-cat-sex must be the cat\'s sex from the cancellation form ("BOY" or "GIRL") (got " "); ' +
        'data-cancellation-primary must be one of "NOT_EATING", "TOO_EXPENSIVE", "SUB_DOESNT_WORK" (got "BORED")',
    );
  });

  it('warns about an unknown attribute and ignores it', () => {
    expect(parse({ 'data-discount-code': 'STAY20', 'data-percentage': '20' }).warnings).toEqual([
      'unknown attribute data-percentage is ignored',
    ]);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({}, '{}')).toThrow('discount-offer: takes no JSON content: remove the child <script type="application/json">');
  });
});
