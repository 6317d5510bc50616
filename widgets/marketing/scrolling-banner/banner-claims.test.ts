import { describe, expect, it } from 'vitest';
import { CLAIMS, pauseButtonText } from './banner-claims.ts';

describe('scrolling banner words', () => {
  it('are the three claims of spec section 9, word for word', () => {
    expect(CLAIMS).toEqual(['100% human-quality meat', 'Free from grain, preservatives and sugar', "Designed by vets to match cats' ancestral diets"]);
  });
  it("name the button's action: Pause while scrolling, Play while still", () => {
    expect(pauseButtonText(true)).toBe('Pause');
    expect(pauseButtonText(false)).toBe('Play');
  });
});
