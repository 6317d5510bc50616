// The "current food" questions: food type and brand. The brand values are what the competitor
// call sends (`brand=`); the reference API's demo data uses the same values.
import type { Choice } from '../../shared/cat-profile-choices.ts';

export type FoodType = 'wet' | 'dry' | 'raw';

export const FOOD_TYPE_CHOICES: Choice<FoodType>[] = [
  { value: 'wet', label: 'Wet food (pouches, trays or tins)' },
  { value: 'dry', label: 'Dry food (biscuits)' },
  { value: 'raw', label: 'Raw food' },
];

/** The brands UK cat owners most often switch from; "other" gets the unknown outcome. */
export const BRAND_CHOICES: Choice<string>[] = [
  { value: 'whiskas', label: 'Whiskas' },
  { value: 'felix', label: 'Felix' },
  { value: 'sheba', label: 'Sheba' },
  { value: 'purina-one', label: 'Purina ONE' },
  { value: 'lilys-kitchen', label: "Lily's Kitchen" },
  { value: 'applaws', label: 'Applaws' },
  { value: 'encore', label: 'Encore' },
  { value: 'thrive', label: 'Thrive' },
  { value: 'untamed', label: 'Untamed' },
  { value: 'marro', label: 'Marro' },
  { value: 'other', label: 'Another brand' },
];

/** The brand as a sentence names it: "Whiskas", or "your current brand" for "Another brand". */
export function brandName(value: string): string {
  if (value === 'other') return 'your current brand';
  return BRAND_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}
