// A fixed bar takes no room where it is placed, so the end of the page would hide under it.
// This measures the bar (again whenever its size changes: text wrapping on a narrow screen) so a
// spacer in its place can take its height, and publishes that height on the root element as
// --katkin-cta-bar-height, a custom property every shadow root inherits, so a sticky-cta on the
// same page can stand above the bar instead of under it.
import { useLayoutEffect, useState, type RefObject } from 'react';

const CTA_BAR_HEIGHT = '--katkin-cta-bar-height';

// The heights of the bars on the page. One bar a page is the rule (README), but a single-page host
// mounts the next route's bar before it unmounts the last one's: the page keeps the tallest, and
// the property goes only with the last bar.
const mountedHeights = new Map<object, number>();

function publishHeight(): void {
  const rootStyle = document.documentElement.style;
  if (mountedHeights.size) rootStyle.setProperty(CTA_BAR_HEIGHT, `${Math.max(...mountedHeights.values())}px`);
  else rootStyle.removeProperty(CTA_BAR_HEIGHT);
}

export function useReservedHeight(bar: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);

  // Measured before the first paint, so the spacer never arrives late (no layout shift).
  useLayoutEffect(() => {
    const element = bar.current!;
    const measure = () => setHeight(Math.ceil(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar]);

  useLayoutEffect(() => {
    const bar = {};
    mountedHeights.set(bar, height);
    publishHeight();
    return () => {
      mountedHeights.delete(bar);
      publishHeight();
    };
  }, [height]);

  return height;
}
