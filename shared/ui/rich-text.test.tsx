// @vitest-environment happy-dom
// DOMPurify does not run on happy-dom (its realm-safe getters reject happy-dom's nodes and it
// strips everything), so the sanitising itself is tested in real Chromium: see
// tests/e2e/litter-trial.spec.ts ("sanitises the rich-text footer"). Here: the component renders
// only what the sanitiser returns, with the configuration that keeps links and drops the rest.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const sanitize = vi.fn((html: string, _config?: object) => html.replace(/<script>.*?<\/script>/g, ''));
vi.mock('dompurify', () => ({ default: { sanitize, addHook: vi.fn() } }));

const { RichText, withoutStyleAttributes } = await import('./rich-text.tsx');

describe('RichText', () => {
  it('renders the sanitised HTML, never the raw text', () => {
    const { container } = render(<RichText className="footer" html={'<p>Safe<script>alert(1)</script></p>'} />);
    expect(container.querySelector('.footer')?.innerHTML).toBe('<p>Safe</p>');
  });

  it('allows only simple formatting tags and link attributes, no data attributes', () => {
    render(<RichText html="<p>x</p>" />);
    const config = sanitize.mock.calls[0]?.[1] as { ALLOWED_TAGS: string[]; ALLOWED_ATTR: string[]; ALLOW_DATA_ATTR: boolean };
    expect(config.ALLOWED_TAGS).toEqual(expect.arrayContaining(['p', 'a', 'strong', 'ul', 'li']));
    expect(config.ALLOWED_TAGS).not.toEqual(expect.arrayContaining(['script', 'img', 'iframe', 'style', 'form']));
    expect(config.ALLOWED_ATTR).not.toContain('style');
    expect(config.ALLOW_DATA_ATTR).toBe(false);
  });
});

describe('withoutStyleAttributes', () => {
  it('renames style attributes inside tags (no CSP reports while parsing), never text', () => {
    expect(withoutStyleAttributes('<p style="color:red" class="x">a style="b"</p><span\nSTYLE = "x">')).toBe(
      '<p data-dropped-style="color:red" class="x">a style="b"</p><span\ndata-dropped-style = "x">',
    );
  });
});
