// Percentages as people write them: "20", "12.5", "33.33" (at most 2 decimals, no trailing zeros),
// rounded half up to hundredths as money is (spec section 9): 1.005 is "1.01", which
// Math.round(1.005 * 100) / 100 makes "1" (1.005 * 100 is 100.49999… in floating point).
import { roundMoney } from './money.ts';

export function formatPercentNumber(percentage: number): string {
  return String(roundMoney(percentage));
}
