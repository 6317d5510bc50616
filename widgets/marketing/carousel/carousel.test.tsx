// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../../shared/testing/widget-test-context.tsx';
import { CarouselBlock } from './carousel.tsx';
import type { CarouselKind } from './carousel-options.ts';

/** A ResizeObserver the test drives: resize(width) reports the widget's new width; `observing`
 * holds the observers that observe something and are not disconnected. */
let resize: (width: number) => void = () => {};
const observing = new Set<FakeResizeObserver>();
class FakeResizeObserver {
  constructor(private callback: (entries: { contentRect: { width: number } }[]) => void) {}
  observe() {
    observing.add(this);
    resize = (width) => act(() => this.callback([{ contentRect: { width } }]));
  }
  disconnect() {
    observing.delete(this);
  }
}

const social = Array.from({ length: 12 }, (_, i) => ({
  image: { src: `/images/cat-${i + 1}.jpg`, alt: `Cat ${i + 1}` },
  caption: `Post ${i + 1}`,
  ...(i === 0 && { link: 'https://www.instagram.com/p/katkin1' }),
  ...(i === 1 && { link: '/reviews' }),
}));

function show(kind: CarouselKind, slides: unknown[]) {
  const context = testContext('carousel');
  renderWidget(<CarouselBlock attributes={{ 'data-kind': kind }} json={{ slides } as never} />, context);
  return context;
}

const shown = () => screen.getAllByRole('group').filter((slide) => !slide.hidden).map((slide) => slide.getAttribute('aria-label'));

describe('CarouselBlock', () => {
  beforeEach(() => {
    observing.clear();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('social: 3 slides under 640 px of its own width, 6 under 1024 px, 10 from 1024 px', () => {
    show('social', social);
    resize(639);
    expect(shown()).toEqual(['1 of 12', '2 of 12', '3 of 12']);
    resize(640);
    expect(shown()).toHaveLength(6);
    resize(1023);
    expect(shown()).toHaveLength(6);
    resize(1024);
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1} of 12`));
  });

  it('moves one slide at a time and disables Previous and Next at the ends', () => {
    show('social', social);
    resize(1300);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(shown()[0]).toBe('2 of 12');
    fireEvent.click(next);
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 3} of 12`));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(shown()[0]).toBe('3 of 12');
    resize(390);
    expect(shown()).toEqual(['3 of 12', '4 of 12', '5 of 12']);
  });

  it('social: lazy images, an external link without opener or referrer, a site link under the site base', () => {
    show('social', social);
    resize(1300);
    const external = screen.getByRole('link', { name: 'Cat 1 Post 1' });
    expect([external.getAttribute('href'), external.getAttribute('target'), external.getAttribute('rel')]).toEqual([
      'https://www.instagram.com/p/katkin1',
      null,
      'noopener noreferrer',
    ]);
    expect(screen.getByRole('link', { name: 'Cat 2 Post 2' }).getAttribute('href')).toBe(`${TEST_SITE}/reviews`);
    expect(screen.getByRole('img', { name: 'Cat 3' }).getAttribute('loading')).toBe('lazy');
  });

  it('social: an arrow key on a link in a slide does not turn it, so the focused link stays shown', () => {
    show('social', social);
    resize(390);
    const link = screen.getByRole('link', { name: 'Cat 2 Post 2' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(shown()).toEqual(['1 of 12', '2 of 12', '3 of 12']);
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    expect(shown()).toEqual(['2 of 12', '3 of 12', '4 of 12']);
  });

  it('the other kinds show one slide at a time, whatever the width', () => {
    show('testimonial', [
      { quote: 'Milo loves it', author: 'Sarah, Leeds' },
      { quote: 'Shiny coat', author: 'Tom, Bath' },
    ]);
    resize(1300);
    expect(screen.getByRole('region', { name: 'What our customers say' })).toBeTruthy();
    expect(shown()).toEqual(['1 of 2']);
    expect(screen.getByText('Milo loves it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['2 of 2']);
  });

  it('team and message slides show their fields as plain text', () => {
    show('team', [{ name: 'Dr Sam <b>Ray</b>', role: 'Head vet', image: { src: 'https://cdn.example/sam.jpg', alt: 'Sam' } }]);
    expect(screen.getByText('Dr Sam <b>Ray</b>')).toBeTruthy();
    expect(screen.getByText('Head vet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show('message', [{ text: 'Free delivery' }, { text: 'Cancel any time' }]);
    expect(screen.getByRole('region', { name: 'Messages' })).toBeTruthy();
    expect(screen.getByText('Free delivery')).toBeTruthy();
  });

  it('unmounted, disconnects the ResizeObserver that follows its width', () => {
    show('social', social);
    expect(observing.size).toBe(1);
    cleanup();
    expect(observing.size).toBe(0);
  });
});
