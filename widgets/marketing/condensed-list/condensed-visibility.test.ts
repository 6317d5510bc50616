import { describe, expect, it } from 'vitest';
import { condensedView } from './condensed-visibility.ts';

describe('condensedView', () => {
  it("shows the first 3 by default and 'Show all N'", () => {
    expect(condensedView(7)).toEqual({ shown: 3, button: 'Show all 7' });
  });
  it("shows every item and 'Show fewer' once expanded", () => {
    expect(condensedView(7, 3, true)).toEqual({ shown: 7, button: 'Show fewer' });
  });
  it('takes its own number of visible items', () => {
    expect(condensedView(5, 4)).toEqual({ shown: 4, button: 'Show all 5' });
    expect(condensedView(5, 1, true)).toEqual({ shown: 5, button: 'Show fewer' });
  });
  it('has no button when every item already shows', () => {
    expect(condensedView(3)).toEqual({ shown: 3, button: undefined });
    expect(condensedView(2, 5, true)).toEqual({ shown: 2, button: undefined });
    expect(condensedView(0)).toEqual({ shown: 0, button: undefined });
  });
});
