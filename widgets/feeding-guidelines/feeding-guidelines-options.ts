// Contract section 5 names no options for feeding-guidelines; data-kcal-per-tray is our
// optional addition for a page whose tray differs from the default (README).
import { DEFAULT_KCAL_PER_TRAY } from '../../shared/cat-energy.ts';
import { defineOptions, wholeNumber } from '../../shared/widget-options.ts';

export const feedingGuidelinesOptions = defineOptions({
  attributes: { 'data-kcal-per-tray': { ...wholeNumber(50, 1000), default: String(DEFAULT_KCAL_PER_TRAY) } },
});
