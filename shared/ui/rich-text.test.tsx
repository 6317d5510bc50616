// @vitest-environment happy-dom
// DOMPurify does not run on happy-dom (its realm-safe getters reject happy-dom's nodes and it
// strips everything), so the sanitising itself is tested in real Chromium: see
// tests/e2e/hostile-input.spec.ts and tests/e2e/litter-trial.spec.ts. Here: the component renders
// only what the sanitiser returns, with the configuration that keeps links and drops the rest.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const sanitize = vi.fn((html: string) => html.replace(/<script>.*?<\/script>/g, ''));
const setConfig = vi.fn();
const addHook = vi.fn();
vi.mock('dompurify', () => ({ default: { sanitize, setConfig, addHook } }));

const { RichText, withoutInlineAttributes, guardLinkTarget } = await import('./rich-text.tsx');

describe('RichText', () => {
  it('renders the sanitised HTML, never the raw text', () => {
    const { container } = render(<RichText className="footer" html={'<p>Safe<script>alert(1)</script></p>'} />);
    expect(container.querySelector('.footer')?.innerHTML).toBe('<p>Safe</p>');
  });

  it('configures the sanitiser once: simple formatting tags and link attributes, no data attributes', () => {
    render(<RichText html="<p>x</p>" />);
    render(<RichText html="<p>y</p>" />);
    expect(setConfig).toHaveBeenCalledTimes(1);
    expect(addHook).toHaveBeenCalledTimes(1);
    const config = setConfig.mock.calls[0]?.[0] as { ALLOWED_TAGS: string[]; ALLOWED_ATTR: string[]; ALLOW_DATA_ATTR: boolean };
    expect(config.ALLOWED_TAGS).toEqual(expect.arrayContaining(['p', 'a', 'strong', 'ul', 'li']));
    expect(config.ALLOWED_TAGS).not.toEqual(expect.arrayContaining(['script', 'img', 'iframe', 'style', 'form']));
    expect(config.ALLOWED_ATTR).not.toContain('style');
    expect(config.ALLOW_DATA_ATTR).toBe(false);
  });
});

describe('guardLinkTarget', () => {
  it('adds rel="noopener noreferrer" to a link with any target, named ones too', () => {
    for (const target of ['_blank', 'promo', '_parent']) {
      const link = document.createElement('a');
      link.setAttribute('target', target);
      link.setAttribute('rel', 'opener');
      guardLinkTarget(link);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('leaves a link without a target, and other elements, alone', () => {
    const link = document.createElement('a');
    guardLinkTarget(link);
    expect(link.hasAttribute('rel')).toBe(false);
    const span = document.createElement('span');
    span.setAttribute('target', 'x');
    guardLinkTarget(span);
    expect(span.hasAttribute('rel')).toBe(false);
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
});
