// data-loading="lazy": a placeholder mounts only once it comes within one viewport height of
// the screen, so the page downloads nothing for it (no remoteEntry, no chunk) before then.
import { logWarn } from '../shared/log.ts';
import { LOADING_ATTRIBUTE } from '../shared/placeholder-options.ts';

/**
 * True when the placeholder asks to wait. The attribute only changes when the widget loads, so a
 * bad value is a console message and the default (eager), like any look-only option.
 */
export function wantsLazy(element: Element, widget: string): boolean {
  const value = element.getAttribute(LOADING_ATTRIBUTE);
  if (value === 'lazy') return true;
  if (value !== null && value !== 'eager') {
    logWarn(widget, `${LOADING_ATTRIBUTE} must be "lazy" or "eager" (got ${JSON.stringify(value)}); mounting eagerly`);
  }
  return false;
}

/**
 * Calls `start` once the element is within a viewport height of the screen and returns what stops
 * waiting, or returns undefined when the browser has no IntersectionObserver (the caller mounts at
 * once). One observer per waiting placeholder, disconnected when it starts or stops waiting, so a
 * placeholder removed before it mounted leaves nothing behind.
 */
export function whenNear(element: Element, start: () => void): (() => void) | undefined {
  if (typeof IntersectionObserver !== 'function') return undefined;
  // '100%' of the viewport's height above and below it: a widget one screen away is ready when it arrives.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
