// A slide carousel after the WAI-ARIA carousel pattern: Previous, Next and (unless it is a
// gallery the visitor turns) a Pause/Play button, arrow keys, one slide shown at a time and
// announced when the visitor moves it (not while it turns by itself), rotation paused while
// focused or hovered and off from the start under prefers-reduced-motion. Styles:
// shared/ui/carousel.css (a widget's CSS @imports it).
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_SLIDE_MS, isRotating, startsPlaying, stepIndex } from './carousel-rotation.ts';

interface CarouselProps<T> {
  /** Accessible name of the whole carousel, e.g. "What our customers say". */
  label: string;
  slides: readonly T[];
  renderSlide(slide: T): ReactNode;
  slideMs?: number;
  /** False for a gallery the visitor turns (a product's pictures): no timer and no Pause button. */
  turnsByItself?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Carousel<T>({ label, slides, renderSlide, slideMs = DEFAULT_SLIDE_MS, turnsByItself = true }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => turnsByItself && startsPlaying(prefersReducedMotion()));
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const count = slides.length;
  const rotating = isRotating({ playing, focusInside, pointerInside, count });

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => stepIndex(current, 1, count)), slideMs);
    return () => clearInterval(timer);
  }, [rotating, count, slideMs]);

  const move = (step: number) => setIndex((current) => stepIndex(current, step, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  }

  if (count === 0) return null;
  return (
    <section
      className="katkin-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => setFocusInside(event.currentTarget.contains(event.relatedTarget as Node | null))}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
    >
      {/* Polite only while still: a self-turning carousel must not talk over the page. */}
      <div className="katkin-carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            className="katkin-carousel-slide"
            hidden={slideIndex !== index}
          >
            {renderSlide(slide)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="katkin-carousel-controls">
          {turnsByItself && (
            <button type="button" className="katkin-carousel-button" onClick={() => setPlaying(!playing)}>
              {playing ? 'Pause' : 'Play'}
              <span className="visually-hidden"> slides</span>
            </button>
          )}
          <button type="button" className="katkin-carousel-button" aria-label="Previous slide" onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="katkin-carousel-position" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="katkin-carousel-button" aria-label="Next slide" onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
