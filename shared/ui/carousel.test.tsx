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

  it('keyboard focus inside stops it for good, as Pause does: it reads Play and does not start again when focus leaves', () => {
    reducedMotion(false);
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('First quote');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    expect(screen.getAllByRole('group')[0]!.parentElement!.getAttribute('aria-live')).toBe('polite');
  });

  it('with focus inside, Play starts it again and it turns while focus stays', () => {
    reducedMotion(false);
    renderCarousel();
    const rotation = screen.getByRole('button', { name: 'Pause slides' });
    act(() => rotation.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(document.activeElement?.textContent).toBe('Pause slides');
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()?.textContent).toBe('Second quote');
  });

  it('by the pointer: hover pauses and leaving resumes; clicking Pause pauses, though the press also focuses it', () => {
    reducedMotion(false);
    renderCarousel();
    const region = screen.getByRole('region');
    const press = (button: HTMLElement) => {
      fireEvent.pointerDown(button);
      act(() => button.focus());
      fireEvent.pointerUp(button);
      fireEvent.click(button);
    };
    fireEvent.pointerEnter(region);
    press(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('Second quote');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()?.textContent).toBe('Third quote');
    fireEvent.pointerEnter(region);
    press(screen.getByRole('button', { name: 'Pause slides' }));
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('Third quote');
  });

  it('a press on a link in a slide stops it for good too: turning would hide what the press focused', () => {
    reducedMotion(false);
    render(<Carousel label="Posts" slides={slides} renderSlide={(text) => <a href="#post">{text}</a>} slideMs={1000} />);
    const region = screen.getByRole('region');
    const link = screen.getByRole('link', { name: 'First quote' });
    fireEvent.pointerEnter(region);
    fireEvent.pointerDown(link);
    act(() => link.focus());
    fireEvent.pointerUp(link);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()?.textContent).toBe('First quote');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
  });

  it('leaves the arrow keys alone on a link in a slide, so the slide holding focus stays shown', () => {
    reducedMotion(true);
    render(<Carousel label="Posts" slides={slides} renderSlide={(text) => <a href="#post">{text}</a>} />);
    const link = screen.getByRole('link', { name: 'First quote' });
    act(() => link.focus());
    expect(fireEvent.keyDown(link, { key: 'ArrowRight' })).toBe(true); // not prevented: the key keeps its own meaning
    expect(document.activeElement).toBe(link);
    expect((link.closest('[role="group"]') as HTMLElement).hidden).toBe(false);
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
