import { describe, expect, it } from 'vitest';
import { slidesPerView } from './slides-per-view.ts';

describe('slidesPerView', () => {
  it('shows 3 under 640 px, 6 under 1024 px, 10 from 1024 px (640 and 1024 count as the next band)', () => {
    expect([0, 390, 639, 639.5].map(slidesPerView)).toEqual([3, 3, 3, 3]);
    expect([640, 800, 1023, 1023.9].map(slidesPerView)).toEqual([6, 6, 6, 6]);
    expect([1024, 1300, 4000].map(slidesPerView)).toEqual([10, 10, 10]);
  });
});
