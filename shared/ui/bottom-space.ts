// A bar at the bottom of the viewport (the cta-bar and the litter trial's banner, fixed; a
// sticky-cta, stuck) covers what is behind it, and keyboard focus scrolls an element only just
// into view, to the bottom edge: under the bar (WCAG 2.4.11, focus not obscured).
// `useBottomSpace` measures the bar (again whenever its size changes: text wrapping on a narrow
// screen) and, while it is mounted, adds the bars' heights to the root element's
// scroll-padding-bottom, on top of the host's own, so focus and scrollIntoView stop above them
// (WCAG technique C43). Added, not the tallest: a sticky-cta stands on a cta-bar; where bars
// overlap instead, focus only stops higher than it needs to. A bar may also publish its height as
// a custom property on the root element, which every shadow root inherits (the cta-bar's
// --katkin-cta-bar-height, which a sticky-cta stands on): the tallest of those bars.
//
// The bars are counted on a page global, since each widget's chunk may carry its own copy of this
// module, and a single-page host mounts the next route's bar before it unmounts the last one's:
// the last bar to go puts back what the host had.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { pageGlobal } from '../page-global.ts';

const PADDING = 'scroll-padding-bottom';

interface BottomBars {
  bars: Map<object, { height: number; property?: string }>;
  /** Every custom property a bar has published, so the last of its bars takes it away. */
  properties: Set<string>;
  /** The host's own padding (computed) and inline value, read when the first bar came. */
  host?: { computed: string; inline: string };
}

const pageBars = () => pageGlobal<BottomBars>('katkin.bottom-bars', () => ({ bars: new Map(), properties: new Set() }));

const tallest = (heights: number[]) => `${Math.max(...heights)}px`;

function publish(page: BottomBars): void {
  const style = document.documentElement.style;
  const bars = [...page.bars.values()];
  for (const property of page.properties) {
    const heights = bars.filter((bar) => bar.property === property).map((bar) => bar.height);
    if (heights.length) style.setProperty(property, tallest(heights));
    else style.removeProperty(property);
  }
  if (bars.length === 0) {
    if (page.host?.inline) style.setProperty(PADDING, page.host.inline);
    else style.removeProperty(PADDING);
    page.host = undefined;
    return;
  }
  if (!page.host) {
    const computed = getComputedStyle(document.documentElement).getPropertyValue(PADDING);
    page.host = { computed: /^\d/.test(computed) ? computed : '0px', inline: style.getPropertyValue(PADDING) };
  }
  style.setProperty(PADDING, `calc(${page.host.computed} + ${bars.reduce((sum, bar) => sum + bar.height, 0)}px)`);
}

/** The bar's height in whole pixels (for a spacer in its place), kept clear of keyboard focus while it is mounted. */
export function useBottomSpace(bar: RefObject<HTMLElement | null>, property?: string): number {
  const [height, setHeight] = useState(0);

  // Measured before the first paint, so a spacer taking this height never arrives late (no layout shift).
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
    const page = pageBars();
    const key = {};
    page.bars.set(key, { height, property });
    if (property) page.properties.add(property);
    publish(page);
    return () => {
      page.bars.delete(key);
      publish(page);
    };
  }, [height, property]);

  return height;
}
