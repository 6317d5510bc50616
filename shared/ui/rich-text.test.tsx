// @vitest-environment jsdom
// jsdom, whose parser (parse5) follows the HTML standard's parsing rules as browsers do; the e2e
// hostile-input test runs the same markup in the three engines. Every expected value is literal
// HTML: what contract 5.1 lets through and how its links come out.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext } from '../testing/widget-test-context.tsx';
import { RichText, sanitiseRichText, withoutInlineAttributes } from './rich-text.tsx';

const SITE = 'https://www.site.test/uk';

afterEach(cleanup);

/** What the sanitiser's elements come out as in the page. */
function sanitised(html: string, siteBase: string): string {
  return render(<>{sanitiseRichText(html, siteBase)}</>).container.innerHTML;
}

describe('sanitiseRichText: markup', () => {
  it('keeps simple formatting and drops scripts, handlers, styles, images, forms and frames', () => {
    expect(
      sanitised(
        '<p style="color:red" onclick="x()">Fresh <strong>meat</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>' +
          '<form action="/x"><input name="a"></form><iframe src="https://evil.example"></iframe><ul><li><em>one</em></li></ul>',
        SITE,
      ),
    ).toBe('<p>Fresh <strong>meat</strong></p><ul><li><em>one</em></li></ul>');
  });

  it('drops data-* and unknown attributes', () => {
    expect(
      sanitised('<span data-x="1" class="c" title="t">a</span>', SITE)).toBe('<span title="t">a</span>');
  });
});

describe('sanitiseRichText: what is not simple formatting', () => {
  it('drops what is not text with its content: styles, templates, noscript, SVG, MathML, media, lists of options, comments', () => {
    expect(
      sanitised(
        '<style>p{color:red}</style><template><b>t</b></template><noscript>n</noscript><svg><a href="/x"><text>s</text></a></svg>' +
          '<math><mi>m</mi></math><video>v</video><select><option>o</option></select><textarea>x</textarea><!-- c --><b>kept</b>',
        SITE,
      ),
    ).toBe('<b>kept</b>');
  });

  it('drops any other element and keeps its text', () => {
    expect(sanitised('<div><h2>Title</h2><table><tr><td>cell</td></tr></table><font color="red">red</font> <button>go</button></div>', SITE)).toBe(
      'Titlecellred go',
    );
  });

  it('markup inside an attribute stays the attribute\'s text: nothing is parsed twice', () => {
    const { container } = render(<>{sanitiseRichText('<p title="</p><b>bold</b><a href=/x>x</a>">x</p>', SITE)}</>);
    expect(container.querySelectorAll('*')).toHaveLength(1);
    expect(container.querySelector('p')?.title).toBe('</p><b>bold</b><a href=/x>x</a>');
  });

  it('keeps line breaks; a target only on links', () => {
    expect(sanitised('one<br>two <span target="_blank" title="t">three</span>', SITE)).toBe('one<br>two <span title="t">three</span>');
  });
});

describe('sanitiseRichText: links (contract 5.1)', () => {
  it('a site path goes on the site base, keeping its path', () => {
    expect(
      sanitised('<a href="/articles/litter">Read</a>', SITE)).toBe('<a href="https://www.site.test/uk/articles/litter">Read</a>');
    expect(
      sanitised('<a href=" /plans?x=1#faq ">Plans</a>', 'https://www.site.test')).toBe('<a href="https://www.site.test/plans?x=1#faq">Plans</a>');
  });

  it('another origin keeps its URL and gets rel="noopener noreferrer"; a rel of its own is replaced', () => {
    expect(
      sanitised('<a href="https://vets.example/advice" rel="opener">Vets</a>', SITE)).toBe(
      '<a href="https://vets.example/advice" rel="noopener noreferrer">Vets</a>',
    );
    expect(
      sanitised('<a href="http://vets.example">Vets</a>', SITE)).toBe('<a href="http://vets.example/" rel="noopener noreferrer">Vets</a>');
  });

  it('an http(s) URL on the site base\'s own origin stays, without rel', () => {
    expect(
      sanitised('<a href="https://www.site.test/recipes" rel="opener">Recipes</a>', SITE)).toBe('<a href="https://www.site.test/recipes">Recipes</a>');
  });

  it('any target gets rel="noopener noreferrer", named ones too', () => {
    expect(
      sanitised('<a href="/plans" target="promo">Plans</a>', SITE)).toBe(
      '<a href="https://www.site.test/uk/plans" target="promo" rel="noopener noreferrer">Plans</a>',
    );
  });

  it('mailto: and tel: are kept as written', () => {
    expect(
      sanitised('<a href="mailto:help@katkin.example">Email</a> <a href="tel:+442012345678">Call</a>', SITE)).toBe(
      '<a href="mailto:help@katkin.example">Email</a> <a href="tel:+442012345678">Call</a>',
    );
  });

  it.each([
    ['ftp:', 'ftp://files.example/x'],
    ['sms:', 'sms:+4420123'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: written with a character reference', '&#106;avascript:alert(1)'],
    ['javascript: with a tab inside', 'java&#9;script:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'articles/litter'],
    ['a fragment', '#top'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a smuggled slash', '/\\evil.example'],
    ['no href', null],
  ])('%s is dropped and its text kept', (_, href) => {
    const attribute = href === null ? '' : ` href="${href.replace(/"/g, '&quot;')}"`;
    expect(
      sanitised(`<p>See <a${attribute}>the <b>guide</b></a>.</p>`, SITE)).toBe('<p>See the <b>guide</b>.</p>');
  });

  it('a site path under a base that is not a URL is dropped with its text kept', () => {
    expect(
      sanitised('<a href="/plans">Plans</a>', 'not a url')).toBe('Plans');
  });
});

describe('RichText', () => {
  const html = '<p><a href="/articles/litter">Litter</a> <a href="https://vets.example/">Vets</a> <a href="mailto:a@b.example">Mail</a></p>';

  function setUp(hostLets: boolean) {
    const context = testContext('accordion', { siteBase: SITE });
    context.announceNavigation.mockReturnValue(hostLets);
    const { container } = renderWidget(<RichText className="body" html={html} />, context);
    const link = (name: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;
    return { context, container, link };
  }

  it('renders the sanitised HTML with the links resolved on the site base', () => {
    const { container } = setUp(true);
    expect(container.querySelector('.body')?.innerHTML).toBe(
      '<p><a href="https://www.site.test/uk/articles/litter">Litter</a> <a href="https://vets.example/" rel="noopener noreferrer">Vets</a> <a href="mailto:a@b.example">Mail</a></p>',
    );
  });

  it('a click on a site path or another origin fires katkin:navigate first; a host that cancels keeps the page', () => {
    const { context, link } = setUp(false);
    expect(fireEvent.click(link('Litter'))).toBe(false);
    expect(fireEvent.click(link('Vets'))).toBe(false);
    expect(context.announceNavigation.mock.calls).toEqual([['https://www.site.test/uk/articles/litter'], ['https://vets.example/']]);
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it('a host that lets it happen: the browser follows the link (the click is not prevented)', () => {
    const { context, link } = setUp(true);
    expect(fireEvent.click(link('Litter'))).toBe(true);
    expect(context.announceNavigation).toHaveBeenCalledWith('https://www.site.test/uk/articles/litter');
  });

  it('on a page that requires Trusted Types and refused our policy: no text, a console message naming the fix, the rest of the widget kept', () => {
    // What Chromium does at the parse when the page requires Trusted Types and a plain string comes.
    vi.spyOn(HTMLTemplateElement.prototype, 'innerHTML', 'set').mockImplementation(() => {
      throw new TypeError("Failed to set the 'innerHTML' property on 'Element': This document requires 'TrustedHTML' assignment.");
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWidget(
      <section>
        <h2>Delivery</h2>
        <RichText className="body" html={html} />
      </section>,
      testContext('accordion', { siteBase: SITE }),
    );
    expect(container.querySelector('h2')?.textContent).toBe('Delivery');
    expect(container.querySelector('.body')?.childNodes).toHaveLength(0);
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      "katkin: accordion: rich text not shown: the page's CSP must allow trusted-types katkin 'allow-duplicates'",
    ]);
  });

  it('mailto: and modified clicks (a new tab) announce nothing', () => {
    const { context, link } = setUp(false);
    expect(fireEvent.click(link('Mail'))).toBe(true);
    expect(fireEvent.click(link('Litter'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link('Vets'), { button: 1 })).toBe(true);
    expect(context.announceNavigation).not.toHaveBeenCalled();
  });
});

describe('withoutInlineAttributes', () => {
  it('renames style and event-handler attributes inside tags (no CSP reports while parsing), never text', () => {
    expect(withoutInlineAttributes('<p style="color:red" class="x">a style="b" onclick="c"</p><span\nSTYLE = "x">')).toBe(
      '<p data-dropped-style="color:red" class="x">a style="b" onclick="c"</p><span\ndata-dropped-STYLE = "x">',
    );
    expect(withoutInlineAttributes('<img src=x onerror="alert(1)"><a href="/" ONMOUSEOVER=go()>')).toBe(
      '<img src=x data-dropped-onerror="alert(1)"><a href="/" data-dropped-ONMOUSEOVER=go()>',
    );
    expect(withoutInlineAttributes('<svg/onload=alert(1)>')).toBe('<svg/data-dropped-onload=alert(1)>');
  });

  it('reads a > or an attribute-like text inside a quoted value as part of the value', () => {
    expect(withoutInlineAttributes(`<span title="a>b" style="color:red" onclick='x'>t</span>`)).toBe(
      `<span title="a>b" data-dropped-style="color:red" data-dropped-onclick='x'>t</span>`,
    );
    expect(withoutInlineAttributes(`<a title="see style=here" href='/x onclick=y'>`)).toBe(`<a title="see style=here" href='/x onclick=y'>`);
    expect(withoutInlineAttributes('<p title="a"style="b">')).toBe('<p title="a"data-dropped-style="b">');
  });

  it('reads a tag left open at the end of the text as a tag, as the browser does', () => {
    expect(withoutInlineAttributes('<p>ok</p><p x=y style="color')).toBe('<p>ok</p><p x=y data-dropped-style="color');
  });
});
