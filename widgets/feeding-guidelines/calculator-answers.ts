// The calculator's answers as typed, the spec's completeness rule ("Calculate enabled only when
// the inputs are complete") and its reset rule ("changing life stage resets the age fields").
import type { Activity, BodyCondition, LifeStage } from '../../shared/cat-energy.ts';

export type Gender = 'boy' | 'girl';

/** Every field as the form holds it: '' until chosen or typed. */
export interface CalculatorAnswers {
  lifeStage: LifeStage | '';
  months: string;
  weeks: string;
  years: string;
  gender: Gender | '';
  breed: string;
  weight: string;
  activity: Activity | '';
  bodyCondition: BodyCondition | '';
}

export const EMPTY_ANSWERS: CalculatorAnswers = {
  lifeStage: '',
  months: '',
  weeks: '',
  years: '',
  gender: '',
  breed: '',
  weight: '',
  activity: '',
  bodyCondition: '',
};

/** A new life stage clears months, weeks and years: an adult's years mean nothing for a kitten. */
export function withLifeStage(answers: CalculatorAnswers, lifeStage: LifeStage): CalculatorAnswers {
  if (lifeStage === answers.lifeStage) return answers;
  return { ...answers, lifeStage, months: '', weeks: '', years: '' };
}

/** Spec section 5: a valid life stage, breed, weight, activity and body condition; a kitten
 * needs months or weeks, an adult or senior needs years. Gender is asked, so it is needed too. */
export function isComplete(answers: CalculatorAnswers): boolean {
  const { lifeStage, months, weeks, years, gender, breed, weight, activity, bodyCondition } = answers;
  if (!lifeStage || !gender || !breed || weight.trim() === '' || !activity || !bodyCondition) return false;
  return lifeStage === 'kitten' ? months !== '' || weeks !== '' : years !== '';
}
