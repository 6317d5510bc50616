// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attributeNameProblem, escapeAttribute, placeholderElement, placeholderHtml, scriptJson } from './placeholder-markup.ts';

describe('placeholder markup', () => {
  it('takes data-* option names; the loader keeps data-katkin-* for itself', () => {
    expect(['data-variant', 'data-heading-level', 'data-x2'].map(attributeNameProblem)).toEqual([undefined, undefined, undefined]);
    expect(['data-katkin-widget', 'data-katkin-state'].map(attributeNameProblem)).toEqual(['loader-owned', 'loader-owned']);
    expect(['onclick', 'style', 'data-Bad', 'data-a--b', 'data-', 'data-a" x="1'].map(attributeNameProblem)).toEqual(Array(6).fill('not-an-option'));
  });

  it('escapes &, ", < and > in attribute values (the ampersand first)', () => {
    expect(escapeAttribute('a & b "c" <d> &amp;')).toBe('a &amp; b &quot;c&quot; &lt;d&gt; &amp;amp;');
  });

  it('writes JSON that cannot end or bend its script element and reads back the same', () => {
    const json = JSON.stringify({ text: '</script><!--<script> & \u2028' });
    expect(scriptJson(json)).toBe('{"text":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e \\u0026 \\u2028"}');
    expect(JSON.parse(scriptJson(json))).toEqual(JSON.parse(json));
  });

  it('writes the placeholder with its attributes and, when given, its JSON child', () => {
    expect(placeholderHtml('carousel', [['data-kind', 'message']], '{"slides":[]}')).toBe(
      '<div data-katkin-widget="carousel" data-kind="message"><script type="application/json">{"slides":[]}</script></div>',
    );
    expect(placeholderHtml('batch-lookup', [['class', 'a"b']])).toBe('<div data-katkin-widget="batch-lookup" class="a&quot;b"></div>');
  });
});

describe('placeholderElement', () => {
  it('holds the widget, its attributes in order and the JSON child as text, never parsed as markup', () => {
    const json = '{"text": "</script><b>x</b>"}';
    const element = placeholderElement(document, 'accordion', [['data-heading-level', '3'], ['id', 'faq']], json);
    expect([...element.attributes].map(({ name, value }) => `${name}=${value}`)).toEqual(['data-katkin-widget=accordion', 'data-heading-level=3', 'id=faq']);
    expect([...element.children].map((child) => `${child.tagName} ${child.getAttribute('type')}`)).toEqual(['SCRIPT application/json']);
    expect(element.querySelector('script')!.textContent).toBe(json);
    expect(element.querySelector('b')).toBeNull();
    expect(placeholderElement(document, 'batch-lookup', []).outerHTML).toBe('<div data-katkin-widget="batch-lookup"></div>');
  });
});
