import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { tooltipOptions } from './tooltip-options.ts';

const parse = (json?: unknown) =>
  parseOptions('tooltip', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, tooltipOptions);

describe('tooltip options', () => {
  it('takes label and text; ignores other fields', () => {
    expect(parse({ label: 'About portions', text: 'Made for your cat', icon: '?' }).json).toEqual({ label: 'About portions', text: 'Made for your cat' });
  });

  it('names a missing or empty label or text', () => {
    expect(() => parse()).toThrow('tooltip: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ text: 'x' })).toThrow('tooltip: JSON content: label: missing, expected string');
    expect(() => parse({ label: '', text: 'x' })).toThrow('tooltip: JSON content: label: expected non-empty text');
    expect(() => parse({ label: 'About' })).toThrow('tooltip: JSON content: text: missing, expected string');
  });
});
