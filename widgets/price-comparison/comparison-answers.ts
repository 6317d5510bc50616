// The comparison form's answers -> what is missing (the spec's messages), the cat the calorie
// rule needs, and the sign-up link's query. Pure: no DOM, no React.
import { dailyKcal, kittenAgeInMonths, type Activity, type BodyCondition, type KcalResult } from '../../shared/cat-energy.ts';
import { withQuery } from '../../shared/site-routes.ts';
import type { FoodType } from './current-food.ts';

export interface ComparisonAnswers {
  breed: string;
  /** Spec "Comparison inputs": isKitten YES/NO; '' until answered. */
  isKitten: 'YES' | 'NO' | '';
  months: string;
  weeks: string;
  activity: Activity | '';
  bodyCondition: BodyCondition | '';
  foodType: FoodType | '';
  brand: string;
}

export const NO_ANSWERS: ComparisonAnswers = {
  breed: '',
  isKitten: '',
  months: '',
  weeks: '',
  activity: '',
  bodyCondition: '',
  foodType: '',
  brand: '',
};

/** Spec section 5, shown exactly. */
const NO_AGE = 'No age selected.';
const NO_BREED = 'No breed selected.';
const MISSING_AGE_DETAILS = 'Missing age details.';
const MISSING_CONDITION_OR_ACTIVITY = 'Missing Body condition or Activity level.';
/** One answer changed; a changed age question clears the age details, as in the calculator
 * (calculator-answers.ts withLifeStage): a kitten's months mean nothing for an adult. */
export function withAnswer<K extends keyof ComparisonAnswers>(answers: ComparisonAnswers, key: K, value: ComparisonAnswers[K]): ComparisonAnswers {
  const next = { ...answers, [key]: value };
  return key === 'isKitten' && value !== answers.isKitten ? { ...next, months: '', weeks: '' } : next;
}

export const CALORIES_FAILED = "Couldn't calculate calories needed, please check all fields are filled out correctly.";
/** Our wording: the spec asks for the current food but gives no message for it. */
const NO_CURRENT_FOOD = 'No current food or brand selected.';

/** Every message whose case holds, in the spec's order; none means Compare can show. */
export function missingAnswers(answers: ComparisonAnswers): string[] {
  const problems: string[] = [];
  if (answers.isKitten === '') problems.push(NO_AGE);
  if (answers.breed === '') problems.push(NO_BREED);
  if (answers.isKitten === 'YES' && answers.months === '' && answers.weeks === '') problems.push(MISSING_AGE_DETAILS);
  if (answers.isKitten === 'NO' && (answers.activity === '' || answers.bodyCondition === '')) {
    problems.push(MISSING_CONDITION_OR_ACTIVITY);
  }
  if (answers.foodType === '' || answers.brand === '') problems.push(NO_CURRENT_FOOD);
  return problems;
}

/** Our choice: the comparison does not ask for weight, so it assumes the 4 kg adult that the
 * competitors' per-day prices are quoted for (domain facts, "Price comparison"). */
const ASSUMED_ADULT_WEIGHT_KG = 4;
/** Our choice: a kitten is about 0.1 kg at birth and gains about 0.45 kg (1 lb) a month, the
 * usual rule of thumb, until it reaches the assumed adult weight. */
const KITTEN_BIRTH_WEIGHT_KG = 0.1;
const KITTEN_GAIN_KG_PER_MONTH = 0.45;

export function assumedKittenWeight(months: number, weeks: number): number {
  const grown = KITTEN_BIRTH_WEIGHT_KG + KITTEN_GAIN_KG_PER_MONTH * kittenAgeInMonths(months, weeks);
  return Math.min(ASSUMED_ADULT_WEIGHT_KG, grown);
}

/** A select left empty counts as 0: a kitten needs months or weeks, not both. */
const countOrZero = (text: string) => (text === '' ? 0 : Number(text));

/** The calorie rule of the feeding guidelines, on the comparison's answers. An "over 1 year"
 * cat is an adult: the comparison does not tell seniors apart. */
export function comparisonKcal(answers: ComparisonAnswers): KcalResult {
  if (answers.isKitten === 'YES') {
    const months = countOrZero(answers.months);
    const weeks = countOrZero(answers.weeks);
    return dailyKcal({ lifeStage: 'kitten', weightKg: assumedKittenWeight(months, weeks), months, weeks });
  }
  if (answers.isKitten === 'NO' && answers.activity !== '' && answers.bodyCondition !== '') {
    return dailyKcal({
      lifeStage: 'adult',
      weightKg: ASSUMED_ADULT_WEIGHT_KG,
      activity: answers.activity,
      bodyCondition: answers.bodyCondition,
    });
  }
  return { ok: false, reason: 'answers incomplete' };
}

/** /forms/fresh-new-user?{params}: the visitor's answers, so sign-up starts where they left off. */
export function signUpUrl(answers: ComparisonAnswers): string {
  const kitten = answers.isKitten === 'YES';
  return withQuery('/forms/fresh-new-user', {
    breed: answers.breed,
    isKitten: answers.isKitten,
    months: kitten ? answers.months : undefined,
    weeks: kitten ? answers.weeks : undefined,
    activity: kitten ? undefined : answers.activity,
    bodyCondition: kitten ? undefined : answers.bodyCondition,
    foodType: answers.foodType,
    brand: answers.brand,
  });
}
