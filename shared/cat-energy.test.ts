import { describe, expect, it } from 'vitest';
import {
  dailyKcal,
  DEFAULT_KCAL_PER_TRAY,
  energyFactor,
  formatQuarters,
  kittenAgeInMonths,
  restingEnergy,
  roundToQuarter,
  traysPerDay,
  weightProblem,
  type CatForEnergy,
} from './cat-energy.ts';

const adult = (overrides: Partial<Extract<CatForEnergy, { lifeStage: 'adult' | 'senior' }>> = {}): CatForEnergy => ({
  lifeStage: 'adult',
  weightKg: 4,
  activity: 'active',
  bodyCondition: 'just-right',
  ...overrides,
});
const kitten = (months: number, weeks: number, weightKg = 2): CatForEnergy => ({ lifeStage: 'kitten', weightKg, months, weeks });

describe('resting energy (RER = 70 × kg^0.75)', () => {
  it('uses the power form, not the linear one', () => {
    expect(restingEnergy(1)).toBe(70);
    expect(restingEnergy(4)).toBeCloseTo(197.99, 2);
    expect(restingEnergy(8)).toBeCloseTo(332.98, 2);
  });
});

describe('dailyKcal', () => {
  it('matches the worked example: 4 kg active adult, just right = 238 kcal/day', () => {
    expect(dailyKcal(adult())).toEqual({ ok: true, kcalPerDay: 238 });
  });

  it('applies senior 1.1 and the activity and body-condition factors to adults', () => {
    expect(energyFactor(adult({ lifeStage: 'senior' }))).toBeCloseTo(1.1);
    expect(energyFactor(adult({ activity: 'inactive' }))).toBeCloseTo(1.08);
    expect(energyFactor(adult({ activity: 'explorer' }))).toBeCloseTo(1.44);
    expect(energyFactor(adult({ bodyCondition: 'skinny' }))).toBeCloseTo(1.32);
    expect(energyFactor(adult({ bodyCondition: 'chubby' }))).toBeCloseTo(1.08);
    expect(energyFactor(adult({ bodyCondition: 'obese' }))).toBeCloseTo(0.96);
    expect(dailyKcal(adult({ lifeStage: 'senior', activity: 'explorer', bodyCondition: 'obese' }))).toEqual({
      ok: true,
      kcalPerDay: Math.round(197.99 * 1.1 * 1.2 * 0.8),
    });
  });

  it('gives kittens 2.5 under 4 months and 2.0 from 4 months, counting weeks as 12/52 of a month', () => {
    expect(kittenAgeInMonths(3, 3)).toBeCloseTo(3.6923, 4);
    expect(energyFactor(kitten(3, 3))).toBe(2.5);
    expect(energyFactor(kitten(4, 0))).toBe(2.0);
    expect(energyFactor(kitten(0, 0))).toBe(2.5);
    expect(dailyKcal(kitten(2, 0, 1))).toEqual({ ok: true, kcalPerDay: 175 });
  });

  it('accepts the kitten age limits (months 0 to 11, weeks 0 to 3) and nothing beyond', () => {
    expect(dailyKcal(kitten(0, 0)).ok).toBe(true);
    expect(dailyKcal(kitten(11, 3)).ok).toBe(true);
    expect(dailyKcal(kitten(12, 0))).toEqual({ ok: false, reason: 'months must be 0 to 11' });
    expect(dailyKcal(kitten(-1, 0))).toEqual({ ok: false, reason: 'months must be 0 to 11' });
    expect(dailyKcal(kitten(1.5, 0)).ok).toBe(false);
    expect(dailyKcal(kitten(5, 4))).toEqual({ ok: false, reason: 'weeks must be 0 to 3' });
  });

  it('refuses unreasonable weights: zero, negative, over 15 kg, not a number', () => {
    expect(weightProblem(0)).toBe('weight must be more than 0 kg');
    expect(weightProblem(-2)).toBe('weight must be more than 0 kg');
    expect(weightProblem(Number.NaN)).toBe('weight must be more than 0 kg');
    expect(weightProblem(0.09)).toBe('weight must be at least 0.1 kg');
    expect(weightProblem(0.1)).toBeUndefined();
    expect(weightProblem(15)).toBeUndefined();
    expect(weightProblem(15.01)).toBe('weight must be at most 15 kg');
    expect(dailyKcal(adult({ weightKg: 0 })).ok).toBe(false);
    expect(dailyKcal(adult({ weightKg: 16 })).ok).toBe(false);
  });
});

describe('quarter rounding', () => {
  it('rounds to the nearest quarter, halves of a quarter up', () => {
    expect(roundToQuarter(1)).toBe(1);
    expect(roundToQuarter(1.12)).toBe(1);
    expect(roundToQuarter(1.125)).toBe(1.25);
    expect(roundToQuarter(1.37)).toBe(1.25);
    expect(roundToQuarter(1.38)).toBe(1.5);
    expect(roundToQuarter(1.9)).toBe(2);
  });
  it('never rounds a portion down to nothing', () => {
    expect(roundToQuarter(0.05)).toBe(0.25);
  });
  it('counts trays from kcal and the kcal in one tray (240 by default)', () => {
    expect(DEFAULT_KCAL_PER_TRAY).toBe(240);
    expect(traysPerDay(238)).toBe(1);
    expect(traysPerDay(300)).toBe(1.25);
    expect(traysPerDay(300, 200)).toBe(1.5);
  });
  it('shows a whole number and a fraction', () => {
    expect(formatQuarters(1)).toBe('1');
    expect(formatQuarters(1.25)).toBe('1¼');
    expect(formatQuarters(2.5)).toBe('2½');
    expect(formatQuarters(0.75)).toBe('¾');
    expect(formatQuarters(3.75)).toBe('3¾');
  });
});
