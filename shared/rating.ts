// Review ratings as the marketing blocks show them (contract 5.1, spec section 9, domain facts
// "Ratings"): stars rounded to the nearest half, the rating word by those stars, the count.
// Pure, so every rule is tested as data.

/** Stars shown for a 0 to 5 score: the nearest half, halves rounding up (4.25 shows 4.5). */
export function roundToHalf(score: number): number {
  return Math.round(score * 2) / 2;
}

// The least rounded stars for each word: 5 and 4.5 Excellent, 4 Great, 3.5 and 3 Average,
// 2.5 and 2 Poor; below 2 Bad (Trustpilot's words, domain facts "Ratings").
const WORDS: readonly [minimumStars: number, word: string][] = [
  [4.5, 'Excellent'],
  [4, 'Great'],
  [3, 'Average'],
  [2, 'Poor'],
];

/** The rating word of a score, by its rounded stars (4.3 shows 4.5 stars: 'Excellent'). */
export function ratingWord(score: number): string {
  const stars = roundToHalf(score);
  return WORDS.find(([minimum]) => stars >= minimum)?.[1] ?? 'Bad';
}

/** The stars' accessible name: 'Rated 4.5 out of 5'. */
export function ratingLabel(score: number): string {
  return `Rated ${roundToHalf(score)} out of 5`;
}

const wholeNumber = /* @__PURE__ */ new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 'Based on 1,234 reviews'; 'Based on 1 review'. */
export function reviewCountText(count: number): string {
  return `Based on ${wholeNumber.format(count)} ${count === 1 ? 'review' : 'reviews'}`;
}
