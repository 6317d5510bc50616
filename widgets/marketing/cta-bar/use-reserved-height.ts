// A fixed bar takes no room where it is placed, so the end of the page would hide under it.
// This measures the bar (again whenever its size changes: text wrapping on a narrow screen) so a
// spacer in its place can take its height, and publishes that height on the root element as
// --katkin-cta-bar-height, a custom property every shadow root inherits, so a sticky-cta on the
// same page can stand above the bar instead of under it.
import { useLayoutEffect, useState, type RefObject } from 'react';

const CTA_BAR_HEIGHT = '--katkin-cta-bar-height';

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
    const rootStyle = document.documentElement.style;
    rootStyle.setProperty(CTA_BAR_HEIGHT, `${height}px`);
    return () => {
      rootStyle.removeProperty(CTA_BAR_HEIGHT);
    };
  }, [height]);

  return height;
}
