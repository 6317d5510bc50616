// How many social slides show side by side (spec section 9, contract 5.1), by the widget's own
// width (not the viewport's: a carousel in a narrow column of a wide page shows 3). Widths are
// strict: 640 px is already the next band.

export function slidesPerView(width: number): 3 | 6 | 10 {
  if (width < 640) return 3;
  if (width < 1024) return 6;
  return 10;
}
