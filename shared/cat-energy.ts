// The calorie rule behind the feeding guidelines and the price comparison, written once.
// Daily energy = RER × factor, RER = 70 × kg^0.75; the factor is the life stage's (kittens by
// age) times activity and body condition for adults and seniors. Sources: ../shared/domain-facts.md
// ("Cat energy needs"). Values marked "our choice" are business decisions kept in one named
// constant each, so they can be changed in one place.

export type LifeStage = 'kitten' | 'adult' | 'senior';
export type Activity = 'inactive' | 'active' | 'explorer';
export type BodyCondition = 'skinny' | 'just-right' | 'chubby' | 'obese';

/** Kittens need energy to grow whatever their activity or shape: age decides their factor. */
export type CatForEnergy =
  | { lifeStage: 'kitten'; weightKg: number; months: number; weeks: number }
  | { lifeStage: 'adult' | 'senior'; weightKg: number; activity: Activity; bodyCondition: BodyCondition };

/** RER = 70 × kg^0.75 kcal/day (NRC 2006; used by WSAVA and AAHA material and vet calculators).
 * The linear 30 × kg + 70 drifts away from it outside 2–5 kg, so the power form is used. */
const RER_COEFFICIENT = 70;
const RER_EXPONENT = 0.75;

/** Spec "Kitten age": months 0 to 11, weeks 0 to 3. */
export const KITTEN_MAX_MONTHS = 11;
export const KITTEN_MAX_WEEKS = 3;

/** Kitten factors (Hill's, vet calculators): 2.5 under 4 months, 2.0 from 4 to 12 months
 * (NRC: about 2 × until 40–50 % of adult weight). */
const YOUNG_KITTEN_FACTOR = 2.5;
const OLDER_KITTEN_FACTOR = 2.0;
const YOUNG_KITTEN_UNDER_MONTHS = 4;

/** Neutered adult 1.2 (most UK pet cats are neutered); senior 1.1, a common starting point
 * where sources give 1.1–1.4. Our choice among the published factors. */
const LIFE_STAGE_FACTOR = { adult: 1.2, senior: 1.1 } as const;

/** Our choice: scales the adult or senior factor (inactive adults are nearer 1.0 × RER). */
const ACTIVITY_FACTOR: Record<Activity, number> = { inactive: 0.9, active: 1.0, explorer: 1.2 };

/** Our choice, after the weight-loss (0.8 × RER) and weight-gain (1.2–1.8) guidance. */
const BODY_CONDITION_FACTOR: Record<BodyCondition, number> = {
  skinny: 1.1,
  'just-right': 1.0,
  chubby: 0.9,
  obese: 0.8,
};

/** Heavier than any domestic cat: a typing mistake, so it gets a message and not a number. */
export const MAX_WEIGHT_KG = 15;
/** Lighter than a newborn kitten (about 100 g): a typing mistake too; below it the calories
 * round towards 0 beside a portion of at least a quarter tray. */
export const MIN_WEIGHT_KG = 0.1;

/** The kcal in one standard tray is not published; our choice, overridable per placeholder
 * with `data-kcal-per-tray`. One tray is sized to one cat-day of an average 4 kg adult. */
export const DEFAULT_KCAL_PER_TRAY = 240;

export type KcalResult = { ok: true; kcalPerDay: number } | { ok: false; reason: string };

export function restingEnergy(weightKg: number): number {
  return RER_COEFFICIENT * weightKg ** RER_EXPONENT;
}

/** Kitten age in months = months + weeks × 12 / 52 (a week is 12/52 of a month). */
export function kittenAgeInMonths(months: number, weeks: number): number {
  return months + (weeks * 12) / 52;
}

export function energyFactor(cat: CatForEnergy): number {
  if (cat.lifeStage === 'kitten') {
    return kittenAgeInMonths(cat.months, cat.weeks) < YOUNG_KITTEN_UNDER_MONTHS ? YOUNG_KITTEN_FACTOR : OLDER_KITTEN_FACTOR;
  }
  return LIFE_STAGE_FACTOR[cat.lifeStage] * ACTIVITY_FACTOR[cat.activity] * BODY_CONDITION_FACTOR[cat.bodyCondition];
}

/** Why a weight cannot be used, or undefined when it can: from 0.1 to 15 kg. */
export function weightProblem(weightKg: number): string | undefined {
  if (!(weightKg > 0)) return 'weight must be more than 0 kg';
  if (weightKg < MIN_WEIGHT_KG) return `weight must be at least ${MIN_WEIGHT_KG} kg`;
  if (weightKg > MAX_WEIGHT_KG) return `weight must be at most ${MAX_WEIGHT_KG} kg`;
  return undefined;
}

function kittenAgeProblem(months: number, weeks: number): string | undefined {
  const within = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;
  if (!within(months, KITTEN_MAX_MONTHS)) return `months must be 0 to ${KITTEN_MAX_MONTHS}`;
  if (!within(weeks, KITTEN_MAX_WEEKS)) return `weeks must be 0 to ${KITTEN_MAX_WEEKS}`;
  return undefined;
}

/** Daily energy need in whole kcal, or the reason there is none (weight or kitten age out of range). */
export function dailyKcal(cat: CatForEnergy): KcalResult {
  const problem = weightProblem(cat.weightKg) ?? (cat.lifeStage === 'kitten' ? kittenAgeProblem(cat.months, cat.weeks) : undefined);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, kcalPerDay: Math.round(restingEnergy(cat.weightKg) * energyFactor(cat)) };
}

/** Spec "Calculator portions rounded to 4 parts": the nearest quarter, a half-quarter going up;
 * never zero, because "feed 0 a day" is never the right advice. */
export function roundToQuarter(value: number): number {
  return Math.max(0.25, Math.round(value * 4) / 4);
}

/** Trays a day for a daily need, in quarters. */
export function traysPerDay(kcalPerDay: number, kcalPerTray: number = DEFAULT_KCAL_PER_TRAY): number {
  return roundToQuarter(kcalPerDay / kcalPerTray);
}

const QUARTER_GLYPHS = ['', '¼', '½', '¾'] as const;

/** 1.25 -> "1¼", 0.75 -> "¾", 2 -> "2": a whole number and a fraction, as the result panel reads. */
export function formatQuarters(quarters: number): string {
  const whole = Math.floor(quarters);
  const glyph = QUARTER_GLYPHS[Math.round((quarters - whole) * 4) % 4] ?? '';
  return whole === 0 && glyph ? glyph : `${whole}${glyph}`;
}
