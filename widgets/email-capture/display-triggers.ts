// Wires popup_on to the page: a timer (PAGE_LOAD after delay seconds), a scroll listener
// (SCROLL_DEPTH_HIT) or the three exit-intent signals. Fires once, then removes every listener;
// the returned function removes them earlier (unmount).
import { scrollDepthReached } from './display-rules.ts';
import { fastUpwardScrollDetector, leftThroughTop, tabHidden } from './exit-intent.ts';

export type PopupOn = 'PAGE_LOAD' | 'SCROLL_DEPTH_HIT' | 'EXIT_INTENT';

export function watchTrigger(popupOn: PopupOn, delaySeconds: number, onTrigger: () => void): () => void {
  const cleanups: (() => void)[] = [];
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  const fire = () => {
    stop();
    onTrigger();
  };
  const listen = (target: EventTarget, name: string, handler: (event: Event) => void) => {
    target.addEventListener(name, handler, { passive: true });
    cleanups.push(() => target.removeEventListener(name, handler));
  };

  if (popupOn === 'PAGE_LOAD') {
    const timer = setTimeout(fire, delaySeconds * 1000);
    cleanups.push(() => clearTimeout(timer));
  } else if (popupOn === 'SCROLL_DEPTH_HIT') {
    const check = () => {
      const facts = { scrollY: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight };
      if (scrollDepthReached(facts)) fire();
    };
    listen(window, 'scroll', check);
    check();
  } else {
    const fastUp = fastUpwardScrollDetector();
    listen(document, 'mouseout', (event) => leftThroughTop(event as MouseEvent) && fire());
    listen(document, 'visibilitychange', () => tabHidden(document.visibilityState) && fire());
    listen(window, 'scroll', () => fastUp(window.scrollY, performance.now()) && fire());
  }
  return stop;
}
