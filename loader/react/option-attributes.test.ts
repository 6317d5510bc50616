import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentJson, optionAttributeName, optionAttributes } from './option-attributes.ts';

describe('optionAttributeName', () => {
  it('is the kebab-case data- name of the contract, from snake_case or camelCase', () => {
    expect(optionAttributeName('continue_to_path')).toBe('data-continue-to-path');
    expect(optionAttributeName('continueToPath')).toBe('data-continue-to-path');
    expect(optionAttributeName('daysUntilCanShowAgain')).toBe('data-days-until-can-show-again');
    expect(optionAttributeName('variant')).toBe('data-variant');
    expect(optionAttributeName('kcal-per-tray')).toBe('data-kcal-per-tray');
  });
});

describe('optionAttributes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes strings as given, numbers and booleans as text, and leaves null and undefined out', () => {
    expect(
      optionAttributes('email-capture', { formId: 'XyZ123', display_type: 'MODAL', delay: 5, ratio: 0.5, enabled: true, hidden: false, note: null, other: undefined }),
    ).toEqual({
      'data-form-id': 'XyZ123',
      'data-display-type': 'MODAL',
      'data-delay': '5',
      'data-ratio': '0.5',
      'data-enabled': 'true',
      'data-hidden': 'false',
    });
  });

  it('refuses the loader\'s own data-katkin- names, names that are no attribute, and objects, each with a message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = { katkinWidget: 'other', 'bad name': 'x', list: ['a'] as unknown as string, kind: 'team' };
    expect(optionAttributes('carousel', options)).toEqual({ 'data-kind': 'team' });
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      'katkin: carousel: option "katkinWidget" becomes data-katkin-widget, which the loader keeps for itself; left out',
      'katkin: carousel: option "bad name" becomes "data-bad name", which is not an attribute name; left out',
      'katkin: carousel: option "list" must be a string, number or boolean (got an array); content goes in the content prop; left out',
    ]);
  });
});

describe('contentJson', () => {
  afterEach(() => vi.restoreAllMocks());

  it('escapes every < > & so that content cannot close the script element, and parses back to the same value', () => {
    const content = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', line: 'a\u2028b' };
    const json = contentJson('litter-trial', content)!;
    expect(json).toBe(
      '{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"\\u003c!-- a \\u0026 b --\\u003e","line":"a\\u2028b"}',
    );
    expect(JSON.parse(json)).toEqual(content);
  });

  it('is undefined without content, and for content that is not JSON, with a message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(contentJson('accordion', undefined)).toBeUndefined();
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(contentJson('accordion', loop)).toBeUndefined();
    expect(contentJson('accordion', () => 1)).toBeUndefined();
    expect(error.mock.calls[0]![0]).toBe('katkin: accordion: content is not JSON (Converting circular structure to JSON); left out');
    expect(error.mock.calls[1]![0]).toBe('katkin: accordion: content is not JSON (got function); left out');
  });
});
