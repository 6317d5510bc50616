// A slide carousel after the WAI-ARIA carousel pattern: a Pause/Play button first (unless it is
// a gallery the visitor turns), the slides, then Previous and Next and the arrow keys; one slide
// shown at a time, or `perView` side by side (the social carousel); each slide a group named
// 'N of M'; announced when the visitor moves it (not while it turns by itself); rotation paused
// while hovered, stopped for good by keyboard focus inside (APG: only the rotation control starts
// it again), and off from the start under prefers-reduced-motion. By default it
// wraps round; with `stopsAtEnds` (the marketing carousels, contract 5.1) Previous and Next
// stop at the ends, where they are disabled, and only the rotation goes back to the start.
// Previous and Next name the slides they move by aria-controls (APG carousel tests). The arrow
// keys work on the carousel's own buttons only: in a slide they keep their own meaning.
// Styles: shared/ui/carousel.css, listed in the widget's styles (defineWidget).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_SLIDE_MS, isRotating, moveStart, startCount, startsPlaying, stepIndex } from './carousel-rotation.ts';

interface CarouselProps<T> {
  /** Accessible name of the whole carousel, e.g. "What our customers say". */
  label: string;
  slides: readonly T[];
  renderSlide(slide: T): ReactNode;
  slideMs?: number;
  /** False for a gallery the visitor turns (a product's pictures): no timer and no Pause button. */
  turnsByItself?: boolean;
  /** How many slides show side by side (the block lays them out by its `className`). */
  perView?: number;
  stopsAtEnds?: boolean;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A disabled button keeps its focus (aria-disabled, not disabled), so pressing Next up to the end does not drop the keyboard user. */
function StepButton({ label, symbol, off, controls, onStep }: { label: string; symbol: string; off: boolean; controls: string; onStep(): void }) {
  return (
    <button type="button" className="katkin-carousel-button" part="button button-secondary" aria-label={label} aria-controls={controls} aria-disabled={off || undefined} onClick={off ? undefined : onStep}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

export function Carousel<T>(props: CarouselProps<T>) {
  const { label, slides, renderSlide, slideMs = DEFAULT_SLIDE_MS, turnsByItself = true, perView = 1, stopsAtEnds = false } = props;
  const [wantedIndex, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => turnsByItself && startsPlaying(prefersReducedMotion()));
  const slidesId = useId();
  const slidesBox = useRef<HTMLDivElement>(null);
  const [pointerInside, setPointerInside] = useState(false);
  // A press gives focus too (Chrome, Firefox), which is not keyboard focus: else clicking Pause
  // would stop it on focus and start it again on click.
  const pressing = useRef(false);
  const count = slides.length;
  const starts = startCount(count, perView);
  const index = Math.min(wantedIndex, starts - 1); // a wider view leaves fewer places
  const rotating = isRotating({ playing, pointerInside, count: starts });

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => stepIndex(Math.min(current, starts - 1), 1, starts)), slideMs);
    return () => clearInterval(timer);
  }, [rotating, starts, slideMs]);

  const move = (step: number) => setIndex(moveStart(index, step, starts, stopsAtEnds));

  function onKeyDown(event: KeyboardEvent) {
    // Turning while focus is on a slide's link would hide the slide holding focus.
    if (slidesBox.current?.contains(event.target as Node)) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  }

  if (count === 0) return null;
  const turns = starts > 1;
  return (
    <section
      className={props.className ? `katkin-carousel ${props.className}` : 'katkin-carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // Keyboard focus stops it for good (APG). So does a press into a slide: turning would hide what it focused.
        if (!pressing.current || slidesBox.current?.contains(event.target as Node)) setPlaying(false);
      }}
      onPointerDown={() => (pressing.current = true)}
      onPointerUp={() => (pressing.current = false)}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => {
        pressing.current = false;
        setPointerInside(false);
      }}
    >
      {/* First in tab order (APG): a keyboard user can stop it before meeting the slides. */}
      {turns && turnsByItself && (
        <button type="button" className="katkin-carousel-button katkin-carousel-rotation" part="button button-secondary" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> slides</span>
        </button>
      )}
      {/* Polite only while still: a self-turning carousel must not talk over the page. */}
      <div ref={slidesBox} id={slidesId} className="katkin-carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            className="katkin-carousel-slide"
            hidden={slideIndex < index || slideIndex >= index + perView}
          >
            {renderSlide(slide)}
          </div>
        ))}
      </div>
      {turns && (
        <div className="katkin-carousel-controls">
          <StepButton label="Previous slide" symbol="‹" off={stopsAtEnds && index === 0} controls={slidesId} onStep={() => move(-1)} />
          <span className="katkin-carousel-position" aria-hidden="true">
            {perView > 1 ? `${index + 1}–${Math.min(count, index + perView)}` : index + 1} / {count}
          </span>
          <StepButton label="Next slide" symbol="›" off={stopsAtEnds && index === starts - 1} controls={slidesId} onStep={() => move(1)} />
        </div>
      )}
    </section>
  );
}
