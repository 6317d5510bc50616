import { describe, expect, it } from 'vitest';
import { placeTooltip } from './tooltip-placement.ts';

const viewport = { width: 390, height: 800 };
const tip = { width: 200, height: 60 };

describe('placeTooltip', () => {
  it('goes above the button, centred on it, 8 px away', () => {
    expect(placeTooltip({ top: 300, left: 180, width: 44, height: 44 }, tip, viewport)).toEqual({ side: 'above', top: -68, left: -78 });
  });

  it('flips below when there is no room above', () => {
    expect(placeTooltip({ top: 20, left: 180, width: 44, height: 44 }, tip, viewport)).toEqual({ side: 'below', top: 52, left: -78 });
  });

  it('stays above when there is less room below than above, even if it does not fit', () => {
    expect(placeTooltip({ top: 50, left: 180, width: 44, height: 44 }, tip, { width: 390, height: 120 }).side).toBe('above');
  });

  it('keeps 8 px from the left and right edges of the viewport', () => {
    // At the left edge: the tooltip starts at x = 8, which is 2 px left of the button at x = 10.
    expect(placeTooltip({ top: 300, left: 10, width: 44, height: 44 }, tip, viewport).left).toBe(-2);
    // At the right edge: the tooltip ends at x = 382 (390 - 8), so it starts at 182.
    expect(placeTooltip({ top: 300, left: 340, width: 44, height: 44 }, tip, viewport).left).toBe(182 - 340);
  });

  it('sticks to the left margin when the tooltip is wider than the viewport allows', () => {
    expect(placeTooltip({ top: 300, left: 100, width: 44, height: 44 }, { width: 500, height: 60 }, viewport).left).toBe(8 - 100);
  });
});
