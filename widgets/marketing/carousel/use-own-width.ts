// The width of an element of the widget itself, kept current by a ResizeObserver (the social
// carousel's bands follow the widget's width, not the viewport's). Measured before the first
// paint, so the first frame already shows the right number of slides.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useOwnWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    setWidth(target.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
