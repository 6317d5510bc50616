// Complete answers -> the result panel's figures (kcal a day, trays a day in quarters), or the
// message that stops a wrong weight from becoming a number.
import { dailyKcal, traysPerDay, type CatForEnergy } from '../../shared/cat-energy.ts';
import type { CalculatorAnswers } from './calculator-answers.ts';
import { readWeight } from './weight-input.ts';

export type Portion =
  | { ok: true; kcalPerDay: number; traysPerDay: number }
  | { ok: false; field: 'weight' | 'form'; message: string };

const CANNOT_CALCULATE_MESSAGE = 'Please check every answer: we could not work out a portion from them.';

/** A missing month or week counts as 0: the spec asks for months or weeks, not both. */
function catFrom(answers: CalculatorAnswers, weightKg: number): CatForEnergy | undefined {
  const { lifeStage, months, weeks, activity, bodyCondition } = answers;
  if (lifeStage === 'kitten') return { lifeStage, weightKg, months: Number(months || 0), weeks: Number(weeks || 0) };
  if (lifeStage === '' || activity === '' || bodyCondition === '') return undefined;
  return { lifeStage, weightKg, activity, bodyCondition };
}

export function feedingPortion(answers: CalculatorAnswers, kcalPerTray: number): Portion {
  const weight = readWeight(answers.weight);
  if (!weight.ok) return { ok: false, field: 'weight', message: weight.message };
  const cat = catFrom(answers, weight.kg);
  const kcal = cat ? dailyKcal(cat) : undefined;
  if (!kcal?.ok) return { ok: false, field: 'form', message: CANNOT_CALCULATE_MESSAGE };
  return { ok: true, kcalPerDay: kcal.kcalPerDay, traysPerDay: traysPerDay(kcal.kcalPerDay, kcalPerTray) };
}
