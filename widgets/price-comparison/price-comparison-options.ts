// Contract section 5: price-comparison takes no options; it shows only when the flag
// price-calculator is "test".
import { defineOptions } from '../../shared/widget-options.ts';

export const priceComparisonOptions = defineOptions({});
