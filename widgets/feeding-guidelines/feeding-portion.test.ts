import { describe, expect, it } from 'vitest';
import { DEFAULT_KCAL_PER_TRAY } from '../../shared/cat-energy.ts';
import type { CalculatorAnswers } from './calculator-answers.ts';
import { feedingPortion } from './feeding-portion.ts';

const adult: CalculatorAnswers = {
  lifeStage: 'adult',
  months: '',
  weeks: '',
  years: '5',
  gender: 'boy',
  breed: 'Moggy (mixed breed)',
  weight: '4',
  activity: 'active',
  bodyCondition: 'just-right',
};

describe('feedingPortion', () => {
  it('gives the worked example: 4 kg active adult, just right = 238 Kcal/day, 1 tray', () => {
    expect(feedingPortion(adult, DEFAULT_KCAL_PER_TRAY)).toEqual({ ok: true, kcalPerDay: 238, traysPerDay: 1 });
  });

  it('rounds trays to quarters with the kcal of one tray', () => {
    expect(feedingPortion({ ...adult, weight: '6', activity: 'explorer' }, 240)).toEqual({
      ok: true,
      kcalPerDay: 386,
      traysPerDay: 1.5,
    });
    expect(feedingPortion(adult, 200)).toEqual({ ok: true, kcalPerDay: 238, traysPerDay: 1.25 });
  });

  it('uses a kitten age from months or weeks alone', () => {
    const kitten = { ...adult, lifeStage: 'kitten' as const, years: '', weight: '1' };
    expect(feedingPortion({ ...kitten, months: '2' }, 240)).toEqual({ ok: true, kcalPerDay: 175, traysPerDay: 0.75 });
    expect(feedingPortion({ ...kitten, weeks: '3' }, 240)).toEqual({ ok: true, kcalPerDay: 175, traysPerDay: 0.75 });
    expect(feedingPortion({ ...kitten, months: '6', weight: '2.5' }, 240)).toMatchObject({ kcalPerDay: 278 });
  });

  it("applies no activity or body-condition factor to a kitten (domain facts): an explorer, skinny kitten eats as the others", () => {
    const kitten = { ...adult, lifeStage: 'kitten' as const, years: '', weight: '1', months: '2' };
    expect(feedingPortion({ ...kitten, activity: 'explorer', bodyCondition: 'skinny' }, 240)).toEqual({ ok: true, kcalPerDay: 175, traysPerDay: 0.75 });
    expect(feedingPortion({ ...kitten, activity: 'inactive', bodyCondition: 'obese' }, 240)).toEqual({ ok: true, kcalPerDay: 175, traysPerDay: 0.75 });
  });

  it('stops an unreasonable weight with its message', () => {
    expect(feedingPortion({ ...adult, weight: '0' }, 240)).toEqual({ ok: false, field: 'weight', message: "A weight must be more than 0 kg: enter your cat's weight in kg, for example 4.5." });
    expect(feedingPortion({ ...adult, weight: '16' }, 240)).toEqual({ ok: false, field: 'weight', message: 'That is more than any cat weighs: enter a weight of 15 kg or less.' });
  });

  it('refuses answers the calorie rule cannot use (a kitten age beyond the limits)', () => {
    const kitten = { ...adult, lifeStage: 'kitten' as const, months: '12' };
    const message = 'Please check every answer: we could not work out a portion from them.';
    expect(feedingPortion(kitten, 240)).toEqual({ ok: false, field: 'form', message });
    expect(feedingPortion({ ...adult, activity: '' }, 240)).toEqual({ ok: false, field: 'form', message });
  });
});
