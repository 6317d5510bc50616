// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const slides = ['First quote', 'Second quote', 'Third quote'];

function renderCarousel() {
  return render(<Carousel label="What our customers say" slides={slides} renderSlide={(text) => <p>{text}</p>} slideMs={1000} />);
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hidden);

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a named carousel showing one slide labelled by its position', () => {
    reducedMotion(false);
    renderCarousel();
    expect(screen.getByRole('region', { name: 'What our customers say' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    expect(visibleSlide()?.textContent).toBe('First quote');
  });

  it('turns by itself, and Pause stops it and makes it announce moves', () => {
    reducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()?.textContent).toBe('Second quote');
    const slidesBox = screen.getAllByRole('group')[0]!.parentElement!;
    expect(slidesBox.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('Second quote');
    expect(slidesBox.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
  });

  it('starts still under prefers-reduced-motion', () => {
    reducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('First quote');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
  });

  it('moves with Previous, Next and the arrow keys, wrapping round', () => {
    reducedMotion(true);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()?.textContent).toBe('Third quote');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()?.textContent).toBe('First quote');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    expect(visibleSlide()?.textContent).toBe('Second quote');
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(visibleSlide()?.textContent).toBe('First quote');
  });

  it('stops turning while focus is inside', () => {
    reducedMotion(false);
    renderCarousel();
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()?.textContent).toBe('First quote');
  });

  it('as a gallery, turns only when the visitor moves it, and has no Pause button', () => {
    reducedMotion(false);
    render(<Carousel label="Pictures" slides={slides} renderSlide={(text) => <p>{text}</p>} slideMs={1000} turnsByItself={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('First quote');
    expect(screen.queryByRole('button', { name: /slides$/ })).toBeNull();
    expect(screen.getAllByRole('group')[0]!.parentElement!.getAttribute('aria-live')).toBe('polite');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Pictures' }), { key: 'ArrowRight' });
    expect(visibleSlide()?.textContent).toBe('Second quote');
  });

  it('shows no controls for a single slide', () => {
    reducedMotion(false);
    render(<Carousel label="One" slides={['Only']} renderSlide={(text) => <p>{text}</p>} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the rotation control first, before the slides', () => {
    reducedMotion(false);
    renderCarousel();
    const region = screen.getByRole('region');
    expect(region.firstElementChild?.textContent).toBe('Pause slides');
  });

  it('with perView, shows that many slides and moves one at a time; with stopsAtEnds, stops there', () => {
    reducedMotion(true);
    render(<Carousel label="Posts" slides={['A', 'B', 'C', 'D']} renderSlide={(text) => <p>{text}</p>} perView={2} stopsAtEnds />);
    const shown = () => screen.getAllByRole('group').filter((slide) => !slide.hidden).map((slide) => slide.textContent);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(shown()).toEqual(['A', 'B']);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(shown()).toEqual(['A', 'B']);
    fireEvent.keyDown(previous, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['C', 'D']);
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['C', 'D']);
  });

  it('turning by itself, goes back to the start after the last place even when it stops at the ends', () => {
    reducedMotion(false);
    render(<Carousel label="Posts" slides={['A', 'B', 'C']} renderSlide={(text) => <p>{text}</p>} perView={2} stopsAtEnds slideMs={1000} />);
    const first = () => screen.getAllByRole('group').find((slide) => !slide.hidden)?.textContent;
    act(() => vi.advanceTimersByTime(1000));
    expect(first()).toBe('B');
    act(() => vi.advanceTimersByTime(1000));
    expect(first()).toBe('A');
  });

  it('unmounted while turning, leaves no timer behind', () => {
    reducedMotion(false);
    const { unmount } = renderCarousel();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
