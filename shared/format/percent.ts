// Percentages as people write them: "20", "12.5", "33.33" (at most 2 decimals, no trailing zeros).
export function formatPercentNumber(percentage: number): string {
  return String(Math.round(percentage * 100) / 100);
}
