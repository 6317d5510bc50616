// Fits the frame into the stage: the iframe keeps its chosen width (390, 800 or 1300 px: the
// widget's viewport, media queries and all) and is drawn scaled down when the stage is narrower,
// with a note saying so; it is as tall as the stage allows (on a wide window the stage is the
// window's height, so the widget and the controls are in view together).
const WIDE = '(min-width: 56rem)';
/** On a narrow window the page scrolls: the frame takes half the window's height (at least 320 px), leaving room for the example picker below. */
const narrowHeight = () => Math.max(320, Math.round(innerHeight / 2));

export function fitStage(box: HTMLElement, frame: HTMLIFrameElement, note: HTMLElement): () => void {
  const fit = () => {
    const width = Number(frame.width);
    const scale = Math.min(1, box.clientWidth / width);
    const wide = matchMedia(WIDE).matches;
    const height = (wide ? Math.max(240, box.clientHeight) : narrowHeight()) / scale;
    // CSSOM properties, not a style attribute: the page's CSP (style-src 'self') allows these.
    frame.style.width = `${width}px`;
    frame.style.height = `${Math.floor(height) - 2}px`;
    frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    box.style.height = wide ? '' : `${Math.ceil(height * scale)}px`;
    note.textContent = scale < 1 ? `Shown at ${Math.round(scale * 100)}%: the frame is ${width} px wide, as on that screen.` : '';
  };
  const observer = new ResizeObserver(fit);
  observer.observe(box);
  observer.observe(box.parentElement!);
  return fit;
}
