// The calorie rule behind the feeding guidelines and the price comparison, written once.
// Daily energy = RER × life-stage factor (× activity × body condition for adults and seniors),
// with RER = 70 × kg^0.75. Sources are in ../shared/domain-facts.md ("Cat energy needs");
// every value marked "our choice" is a business decision kept in one named constant here.

export type LifeStage = 'kitten' | 'adult' | 'senior';
export type Activity = 'inactive' | 'active' | 'explorer';
export type BodyCondition = 'skinny' | 'just-right' | 'chubby' | 'obese';

/** Resting energy requirement, RER = 70 × kg^0.75 kcal/day (NRC 2006; used by WSAVA and AAHA).
 * Preferred to the linear 30 × kg + 70, which drifts away outside 2–5 kg. */
export const RER_COEFFICIENT = 70;
export const RER_EXPONENT = 0.75;

/** Spec "Kitten age": months 0 to 11, weeks 0 to 3. */
export const KITTEN_MAX_MONTHS = 11;
export const KITTEN_MAX_WEEKS = 3;

/** Kitten factors (Hill's, vet calculators; NRC: about 2 × until 40–50 % of adult weight). */
export const YOUNG_KITTEN_FACTOR = 2.5;
export const OLDER_KITTEN_FACTOR = 2.0;
/** Kittens younger than this many months get the young-kitten factor. */
export const YOUNG_KITTEN_UNDER_MONTHS = 4;

/** Neutered adult 1.2 (most UK pet cats are neutered); senior 1.1, a common starting point
 * (sources give 1.1–1.4). Our choice. */
export const LIFE_STAGE_FACTOR: Record<Exclude<LifeStage, 'kitten'>, number> = { adult: 1.2, senior: 1.1 };

/** Our choice: multiplies the adult or senior factor; not applied to kittens, who need to grow. */
export const ACTIVITY_FACTOR: Record<Activity, number> = { inactive: 0.9, active: 1.0, explorer: 1.2 };

/** Our choice, after the weight-loss (0.8 × RER) and weight-gain (1.2–1.8) guidance; not applied to kittens. */
export const BODY_CONDITION_FACTOR: Record<BodyCondition, number> = {
  skinny: 1.1,
  'just-right': 1.0,
  chubby: 0.9,
  obese: 0.8,
};

/** The heaviest weight the calculator accepts: beyond any domestic cat, so it must be a typing mistake. */
export const MAX_WEIGHT_KG = 15;

export interface CatProfile {
  lifeStage: LifeStage;
  /** Kittens only: age in months (see kittenAgeMonths). */
  ageMonths?: number;
  weightKg: number;
  activity: Activity;
  bodyCondition: BodyCondition;
}

export function restingEnergy(weightKg: number): number {
  return RER_COEFFICIENT * weightKg ** RER_EXPONENT;
}

/** Kitten age in months = months + weeks × 12 / 52; undefined outside the spec's limits. */
export function kittenAgeMonths(months: number, weeks: number): number | undefined {
  const inRange = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;
  if (!inRange(months, KITTEN_MAX_MONTHS) || !inRange(weeks, KITTEN_MAX_WEEKS)) return undefined;
  return months + (weeks * 12) / 52;
}

export function energyFactor(profile: CatProfile): number {
  if (profile.lifeStage === 'kitten') {
    return (profile.ageMonths ?? 0) < YOUNG_KITTEN_UNDER_MONTHS ? YOUNG_KITTEN_FACTOR : OLDER_KITTEN_FACTOR;
  }
  return (
    LIFE_STAGE_FACTOR[profile.lifeStage] * ACTIVITY_FACTOR[profile.activity] * BODY_CONDITION_FACTOR[profile.bodyCondition]
  );
}

export function isReasonableWeight(weightKg: number): boolean {
  return Number.isFinite(weightKg) && weightKg > 0 && weightKg <= MAX_WEIGHT_KG;
}

/** Daily energy need in kcal, or undefined when the profile cannot give one (unreasonable
 * weight, kitten age missing or out of range, unknown factor). */
export function dailyCalories(profile: CatProfile): number | undefined {
  if (!isReasonableWeight(profile.weightKg)) return undefined;
  if (profile.lifeStage === 'kitten') {
    const age = profile.ageMonths;
    if (age === undefined || !(age >= 0 && age < KITTEN_MAX_MONTHS + 1)) return undefined;
  }
  const kcal = restingEnergy(profile.weightKg) * energyFactor(profile);
  return Number.isFinite(kcal) && kcal > 0 ? kcal : undefined;
}

/** Spec "Calculator portions rounded to 4 parts": to the nearest quarter (halves go up). */
export function roundToQuarter(value: number): number {
  return Math.round(value * 4) / 4;
}
