// The answers both cat forms offer (feeding guidelines, price comparison), value and label,
// so the two widgets ask the same questions in the same words.
import type { Activity, BodyCondition, LifeStage } from './cat-energy.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export const LIFE_STAGE_CHOICES: Choice<LifeStage>[] = [
  { value: 'kitten', label: 'Kitten' },
  { value: 'adult', label: 'Adult' },
  { value: 'senior', label: 'Senior' },
];

export const ACTIVITY_CHOICES: Choice<Activity>[] = [
  { value: 'inactive', label: 'Inactive' },
  { value: 'active', label: 'Active' },
  { value: 'explorer', label: 'Explorer' },
];

export const BODY_CONDITION_CHOICES: Choice<BodyCondition>[] = [
  { value: 'skinny', label: 'Skinny' },
  { value: 'just-right', label: 'Just right' },
  { value: 'chubby', label: 'Chubby' },
  { value: 'obese', label: 'Obese' },
];

/** Breed is asked for, but no guideline gives breed multipliers, so it never changes the figure. */
export const BREED_CHOICES: Choice<string>[] = [
  'Moggy (mixed breed)',
  'Abyssinian',
  'Bengal',
  'Birman',
  'British Shorthair',
  'Burmese',
  'Devon Rex',
  'Maine Coon',
  'Norwegian Forest',
  'Persian',
  'Ragdoll',
  'Russian Blue',
  'Scottish Fold',
  'Siamese',
  'Sphynx',
  'Other breed',
].map((label) => ({ value: label, label }));

/** "0 months" .. "11 months": the whole numbers from 0 to max with a unit, as select choices. */
export function countChoices(max: number, singular: string, plural: string, from = 0): Choice<string>[] {
  return Array.from({ length: max - from + 1 }, (_, i) => {
    const n = from + i;
    return { value: String(n), label: `${n} ${n === 1 ? singular : plural}` };
  });
}
