// Contract section 5: scrolling-banner takes no options (it shows the three claims of spec section 9).
import { defineOptions } from '../../../shared/widget-options.ts';

export const scrollingBannerOptions = defineOptions({});
