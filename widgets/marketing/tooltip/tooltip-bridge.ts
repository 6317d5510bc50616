// The hover bridge between the button and its tooltip (WCAG 1.4.13 hoverable): the convex hull
// of the two boxes, so that every straight line from a point of the button to a point of the
// tooltip runs over the button, the bridge or the tooltip, wherever the tooltip was placed
// (centred, or pushed sideways at a viewport edge, where the line leaves the button through
// its side). A bridge only as wide as the tooltip misses those diagonal lines.
// Coordinates are relative to the button's top-left corner, as the placement's.
import type { Placement } from './tooltip-placement.ts';

export interface Bridge {
  /** The bridge element's box (the hull's bounding box), relative to the button. */
  top: number;
  left: number;
  width: number;
  height: number;
  /** The hull's corners, clockwise, relative to the bridge's box: a CSS clip-path polygon. */
  points: [number, number][];
}

type Point = [number, number];

const corners = (left: number, top: number, width: number, height: number): Point[] => [
  [left, top],
  [left + width, top],
  [left + width, top + height],
  [left, top + height],
];

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Andrew's monotone chain: the convex hull, without collinear points. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain.at(-2)!, chain.at(-1)!, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

export function tooltipBridge(button: { width: number; height: number }, tip: { width: number; height: number }, placement: Placement): Bridge {
  const hull = convexHull([...corners(0, 0, button.width, button.height), ...corners(placement.left, placement.top, tip.width, tip.height)]);
  const left = Math.min(...hull.map(([x]) => x));
  const top = Math.min(...hull.map(([, y]) => y));
  const right = Math.max(...hull.map(([x]) => x));
  const bottom = Math.max(...hull.map(([, y]) => y));
  return { top, left, width: right - left, height: bottom - top, points: hull.map(([x, y]) => [x - left, y - top]) };
}
