// Spec: the price comparison is shown only when the price-calculator feature flag equals test.
import { flagAllows } from '../../shared/flag-gate.ts';
import type { Flags } from '../../shared/store-types.ts';

const PRICE_CALCULATOR_FLAG = 'price-calculator';

export function priceComparisonShown(flags: Flags): boolean {
  return flagAllows(flags, PRICE_CALCULATOR_FLAG, 'test');
}
