// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { Accordion } from './accordion.tsx';

const items = [
  { title: 'What is in it?', body: '<p>Human-quality <b>meat</b></p>' },
  { title: 'How is it delivered?', body: '<p>Frozen, to your door</p>' },
];

/** A viewport whose width the test sets; matchMedia answers '(min-width: 768px)' from it. The
 * returned resize() has the media query's change listeners as `listeners`. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return current >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
    },
    addEventListener: (type: string, listener: () => void) => type === 'change' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'change' && listeners.delete(listener),
  }));
  const resize = (next: number) => act(() => {
    current = next;
    listeners.forEach((listener) => listener());
  });
  return Object.assign(resize, { listeners });
}

const expanded = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
const show = (json: Parameters<typeof Accordion>[0]['json']) => renderWidget(<Accordion attributes={{}} json={json} />, testContext('accordion'));

describe('Accordion', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('puts each title in a button inside a heading, its panel a region named by the button', () => {
    viewport(1300);
    show({ items });
    const button = screen.getByRole('button', { name: 'What is in it?' });
    expect(button.parentElement?.tagName).toBe('H3');
    const panel = screen.getByRole('region', { name: 'What is in it?' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.querySelector('b')?.textContent).toBe('meat');
  });

  it('starts open on desktop and closed on mobile by default', () => {
    viewport(768);
    show({ items });
    expect(expanded()).toEqual(['true', 'true']);
    cleanup();
    viewport(767);
    show({ items });
    expect(expanded()).toEqual(['false', 'false']);
    expect(screen.getByText('Frozen, to your door').closest('[hidden]')).not.toBeNull();
  });

  it('follows open_on_mobile and open_on_desktop, and the breakpoint while untouched', () => {
    const resize = viewport(390);
    show({ items, open_on_mobile: true, open_on_desktop: false });
    expect(expanded()).toEqual(['true', 'true']);
    resize(1300);
    expect(expanded()).toEqual(['false', 'false']);
  });

  it("keeps the visitor's click when the breakpoint changes; several open at once", () => {
    const resize = viewport(390);
    show({ items });
    fireEvent.click(screen.getByRole('button', { name: 'What is in it?' }));
    expect(expanded()).toEqual(['true', 'false']);
    resize(1300);
    expect(expanded()).toEqual(['true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'How is it delivered?' }));
    resize(390);
    expect(expanded()).toEqual(['true', 'false']);
    resize(1300);
    expect(expanded()).toEqual(['true', 'false']);
  });

  it('data-heading-level sets the level of the item titles; without it they are h3', () => {
    const json = { items: items.slice(0, 1) };
    renderWidget(<Accordion attributes={{ 'data-heading-level': 2 }} json={json} />, testContext('accordion'));
    expect(screen.getByRole('heading').tagName).toBe('H2');
    cleanup();
    show(json);
    expect(screen.getByRole('heading').tagName).toBe('H3');
  });

  it('unmounted, stops following the breakpoint: no change listener is left on the media query', () => {
    const resize = viewport(390);
    const { unmount } = show({ items });
    expect(resize.listeners.size).toBe(1);
    unmount();
    expect(resize.listeners.size).toBe(0);
  });
});
