// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readRawOptions } from './placeholder-options.ts';

const placeholder = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readRawOptions', () => {
  it('takes every data-* attribute but the loader\'s own, and the JSON child\'s text', () => {
    const element = placeholder(
      '<div data-katkin-widget="demo" data-katkin-state="loading" data-katkin-widget-extra="no" data-loading="lazy" data-variant="a" data-continue-to-path="/plans" id="x" class="y">' +
        '<script type="application/json">{"title":"T"}</script></div>',
    );
    expect(readRawOptions(element)).toEqual({ attributes: { 'data-variant': 'a', 'data-continue-to-path': '/plans' }, jsonText: '{"title":"T"}' });
  });

  it('has no JSON text without a JSON child, and ignores one nested deeper or of another type', () => {
    const element = placeholder(
      '<div data-katkin-widget="demo"><div><script type="application/json">{"deep":1}</script></div><script type="text/plain">{"no":1}</script></div>',
    );
    expect(readRawOptions(element)).toEqual({ attributes: {}, jsonText: undefined });
  });

  it('keeps an empty attribute and an empty JSON child as they are: the widget says what is wrong with them', () => {
    const element = placeholder('<div data-katkin-widget="demo" data-variant=""><script type="application/json"></script></div>');
    expect(readRawOptions(element)).toEqual({ attributes: { 'data-variant': '' }, jsonText: '' });
  });
});
