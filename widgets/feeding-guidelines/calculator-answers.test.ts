import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, isComplete, withLifeStage, type CalculatorAnswers } from './calculator-answers.ts';

const adult: CalculatorAnswers = {
  lifeStage: 'adult',
  months: '',
  weeks: '',
  years: '5',
  gender: 'girl',
  breed: 'Bengal',
  weight: '4.5',
  activity: 'active',
  bodyCondition: 'just-right',
};
const kitten: CalculatorAnswers = { ...adult, lifeStage: 'kitten', years: '', months: '3', weeks: '' };

describe('isComplete (Calculate is enabled only when the inputs are complete)', () => {
  it('is false for an empty form and true for a complete adult or senior', () => {
    expect(isComplete(EMPTY_ANSWERS)).toBe(false);
    expect(isComplete(adult)).toBe(true);
    expect(isComplete({ ...adult, lifeStage: 'senior' })).toBe(true);
  });

  it.each(['lifeStage', 'gender', 'breed', 'weight', 'activity', 'bodyCondition'] as const)('needs %s', (field) => {
    expect(isComplete({ ...adult, [field]: '' })).toBe(false);
  });

  it('treats a weight of spaces as missing', () => {
    expect(isComplete({ ...adult, weight: '  ' })).toBe(false);
  });

  it('needs years for an adult or senior, and months or weeks for a kitten', () => {
    expect(isComplete({ ...adult, years: '' })).toBe(false);
    expect(isComplete({ ...adult, lifeStage: 'senior', years: '' })).toBe(false);
    expect(isComplete(kitten)).toBe(true);
    expect(isComplete({ ...kitten, months: '', weeks: '2' })).toBe(true);
    expect(isComplete({ ...kitten, months: '0', weeks: '' })).toBe(true);
    expect(isComplete({ ...kitten, months: '', weeks: '' })).toBe(false);
    expect(isComplete({ ...kitten, months: '', weeks: '', years: '5' })).toBe(false);
  });
});

describe('withLifeStage (changing life stage resets the age fields)', () => {
  it('clears months, weeks and years and keeps the other answers', () => {
    const changed = withLifeStage({ ...kitten, weeks: '2', years: '9' }, 'senior');
    expect(changed).toEqual({ ...kitten, lifeStage: 'senior', months: '', weeks: '', years: '' });
  });

  it('keeps the age when the same life stage is chosen again', () => {
    expect(withLifeStage(adult, 'adult')).toBe(adult);
  });
});
