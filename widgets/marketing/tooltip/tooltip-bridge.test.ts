// The bridge is checked as the visitor meets it: points along straight lines from the button to
// the tooltip, each of which must fall on the button, the tooltip or inside the bridge polygon.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tooltipBridge } from './tooltip-bridge.ts';
import { placeTooltip } from './tooltip-placement.ts';

type Point = [number, number];

/** Inside or on the edge of a convex polygon given clockwise in screen coordinates (y down). */
function inConvexPolygon(polygon: Point[], [x, y]: Point): boolean {
  return polygon.every(([ax, ay], index) => {
    const [bx, by] = polygon[(index + 1) % polygon.length]!;
    return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= -1e-6;
  });
}

const inBox = (left: number, top: number, width: number, height: number, [x, y]: Point) => x >= left && x <= left + width && y >= top && y <= top + height;

describe('tooltipBridge', () => {
  it('at the left edge, with the tooltip pushed right of centre above a 24 px button: the hull of both boxes', () => {
    // Button at x = 10; a 200 x 60 tooltip starts at the 8 px margin, so 2 px left of the button.
    const placement = placeTooltip({ top: 300, left: 10, width: 24, height: 24 }, { width: 200, height: 60 }, { width: 390, height: 800 });
    expect(placement).toEqual({ side: 'above', top: -68, left: -2 });
    expect(tooltipBridge({ width: 24, height: 24 }, { width: 200, height: 60 }, placement)).toEqual({
      top: -68,
      left: -2,
      width: 200,
      height: 92,
      points: [
        [0, 0],
        [200, 0],
        [200, 60],
        [26, 92],
        [2, 92],
        [0, 60],
      ],
    });
  });

  it('covers every straight line from the button to the tooltip, wherever the tooltip is placed', () => {
    const size = fc.record({ width: fc.integer({ min: 16, max: 60 }), height: fc.integer({ min: 16, max: 60 }) });
    const tipSize = fc.record({ width: fc.integer({ min: 40, max: 320 }), height: fc.integer({ min: 20, max: 200 }) });
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(size, tipSize, fc.integer({ min: 0, max: 360 }), fc.integer({ min: 0, max: 760 }), unit, unit, unit, unit, (button, tip, x, y, u1, v1, u2, v2) => {
        const viewport = { width: 400, height: 800 };
        const placement = placeTooltip({ left: x, top: y, ...button }, tip, viewport);
        const bridge = tooltipBridge(button, tip, placement);
        const polygon = bridge.points.map(([px, py]): Point => [px + bridge.left, py + bridge.top]);
        const from: Point = [u1 * button.width, v1 * button.height];
        const to: Point = [placement.left + u2 * tip.width, placement.top + v2 * tip.height];
        for (let step = 0; step <= 50; step++) {
          const point: Point = [from[0] + ((to[0] - from[0]) * step) / 50, from[1] + ((to[1] - from[1]) * step) / 50];
          const covered =
            inBox(0, 0, button.width, button.height, point) || inBox(placement.left, placement.top, tip.width, tip.height, point) || inConvexPolygon(polygon, point);
          if (!covered) return false;
        }
        return true;
      }),
    );
  });
});
