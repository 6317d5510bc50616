import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../shared/widget-options.ts';
import { emailCaptureOptions } from './email-capture-options.ts';

const parse = (attributes: Record<string, string>, jsonText?: string) => parseOptions('email-capture', { attributes, jsonText }, emailCaptureOptions);

describe('email-capture options', () => {
  it('takes the form config of the contract', () => {
    const result = parse({
      'data-form-id': 'XyZ123',
      'data-display-type': 'SECTION',
      'data-popup-on': 'SCROLL_DEPTH_HIT',
      'data-delay': '5',
      'data-days-until-can-show-again': '30',
      'data-feature-flag-id': 'email-popup',
      'data-feature-flag-value': 'test',
    });
    expect(result).toEqual({
      attributes: {
        'data-form-id': 'XyZ123',
        'data-display-type': 'SECTION',
        'data-popup-on': 'SCROLL_DEPTH_HIT',
        'data-delay': 5,
        'data-days-until-can-show-again': 30,
        'data-feature-flag-id': 'email-popup',
        'data-feature-flag-value': 'test',
      },
      json: undefined,
      warnings: [],
    });
  });

  it('needs only the form id', () => {
    expect(parse({ 'data-form-id': 'XyZ123' }).attributes).toEqual({ 'data-form-id': 'XyZ123' });
    expect(() => parse({})).toThrow('email-capture: data-form-id is required: expected the form id, e.g. "XyZ123"');
    expect(() => parse({ 'data-form-id': '' })).toThrow('email-capture: data-form-id must be the form id, e.g. "XyZ123" (got "")');
  });

  it('names each bad attribute with what was expected', () => {
    expect(() =>
      parse({
        'data-form-id': 'XyZ123',
        'data-display-type': 'modal',
        'data-popup-on': 'SCROLL',
        'data-delay': '601',
        'data-days-until-can-show-again': '-1',
        'data-feature-flag-id': '',
        'data-feature-flag-value': '',
      }),
    ).toThrow(
      'email-capture: data-display-type must be one of "MODAL", "SECTION" (got "modal"); ' +
        'data-popup-on must be one of "PAGE_LOAD", "SCROLL_DEPTH_HIT", "EXIT_INTENT" (got "SCROLL"); ' +
        'data-delay must be a whole number from 0 to 600 (got "601"); ' +
        'data-days-until-can-show-again must be a whole number from 0 to 3650 (got "-1"); ' +
        'data-feature-flag-id must be a feature flag name (got ""); ' +
        'data-feature-flag-value must be the flag value that shows the form (got "")',
    );
  });

  it('warns about an unknown attribute and ignores it', () => {
    expect(parse({ 'data-form-id': 'XyZ123', 'data-display': 'MODAL' }).warnings).toEqual([
      'unknown attribute data-display is ignored',
    ]);
  });

  it('refuses JSON content, which it does not take', () => {
    expect(() => parse({ 'data-form-id': 'XyZ123' }, '{}')).toThrow(
      'email-capture: takes no JSON content: remove the child <script type="application/json">',
    );
  });
});
