import { describe, expect, it } from 'vitest';
import {
  assumedKittenWeight,
  comparisonKcal,
  MISSING_AGE_DETAILS,
  MISSING_CONDITION_OR_ACTIVITY,
  missingAnswers,
  NO_AGE,
  NO_ANSWERS,
  NO_BREED,
  NO_CURRENT_FOOD,
  signUpUrl,
  type ComparisonAnswers,
} from './comparison-answers.ts';

const food = { foodType: 'wet', brand: 'whiskas' } as const;
const adult: ComparisonAnswers = { ...NO_ANSWERS, ...food, breed: 'Bengal', isKitten: 'NO', activity: 'active', bodyCondition: 'just-right' };
const kitten: ComparisonAnswers = { ...NO_ANSWERS, ...food, breed: 'Bengal', isKitten: 'YES', months: '3', weeks: '' };

describe('missingAnswers (spec section 5 messages)', () => {
  it('lists every message that holds, in the spec order, on an empty form', () => {
    expect(missingAnswers(NO_ANSWERS)).toEqual([NO_AGE, NO_BREED, NO_CURRENT_FOOD]);
    expect(NO_AGE).toBe('No age selected.');
    expect(NO_BREED).toBe('No breed selected.');
  });
  it("shows 'No breed selected.' only while breed is empty", () => {
    expect(missingAnswers({ ...adult, breed: '' })).toEqual([NO_BREED]);
    expect(missingAnswers(adult)).toEqual([]);
  });
  it("shows 'Missing age details.' for a kitten with neither months nor weeks, and only then", () => {
    expect(MISSING_AGE_DETAILS).toBe('Missing age details.');
    expect(missingAnswers({ ...kitten, months: '', weeks: '' })).toEqual([MISSING_AGE_DETAILS]);
    expect(missingAnswers({ ...kitten, months: '', weeks: '0' })).toEqual([]);
    expect(missingAnswers({ ...kitten, months: '0', weeks: '' })).toEqual([]);
    expect(missingAnswers({ ...adult, months: '', weeks: '' })).toEqual([]);
  });
  it("shows 'Missing Body condition or Activity level.' for an adult missing either, and only then", () => {
    expect(MISSING_CONDITION_OR_ACTIVITY).toBe('Missing Body condition or Activity level.');
    expect(missingAnswers({ ...adult, activity: '' })).toEqual([MISSING_CONDITION_OR_ACTIVITY]);
    expect(missingAnswers({ ...adult, bodyCondition: '' })).toEqual([MISSING_CONDITION_OR_ACTIVITY]);
    expect(missingAnswers({ ...kitten, activity: '', bodyCondition: '' })).toEqual([]);
  });
  it('asks for the current food type and brand', () => {
    expect(missingAnswers({ ...adult, brand: '' })).toEqual([NO_CURRENT_FOOD]);
    expect(missingAnswers({ ...adult, foodType: '' })).toEqual([NO_CURRENT_FOOD]);
  });
});

describe('comparisonKcal (the calculator rule on assumed weights)', () => {
  it('treats an adult as the 4 kg cat of the worked example', () => {
    expect(comparisonKcal(adult)).toEqual({ ok: true, kcalPerDay: 238 });
  });
  it('grows a kitten 0.45 kg a month from 0.1 kg, up to 4 kg', () => {
    expect(assumedKittenWeight(0, 0)).toBeCloseTo(0.1);
    expect(assumedKittenWeight(2, 0)).toBeCloseTo(1);
    expect(assumedKittenWeight(11, 3)).toBe(4);
    expect(comparisonKcal({ ...kitten, months: '2', weeks: '' })).toEqual({ ok: true, kcalPerDay: 175 });
  });
  it('fails (the "Couldn\'t calculate" case) for an age outside the kitten limits or incomplete answers', () => {
    expect(comparisonKcal({ ...kitten, months: '12' }).ok).toBe(false);
    expect(comparisonKcal({ ...kitten, weeks: '4' }).ok).toBe(false);
    expect(comparisonKcal({ ...kitten, months: 'x' }).ok).toBe(false);
    expect(comparisonKcal({ ...adult, activity: '' }).ok).toBe(false);
    expect(comparisonKcal(NO_ANSWERS).ok).toBe(false);
  });
});

describe('signUpUrl', () => {
  it('carries an adult\'s answers to /forms/fresh-new-user', () => {
    expect(signUpUrl(adult)).toBe(
      '/forms/fresh-new-user?breed=Bengal&isKitten=NO&activity=active&bodyCondition=just-right&foodType=wet&brand=whiskas',
    );
  });
  it('carries a kitten\'s age, leaving out answers not given', () => {
    expect(signUpUrl({ ...kitten, activity: 'explorer' })).toBe(
      '/forms/fresh-new-user?breed=Bengal&isKitten=YES&months=3&foodType=wet&brand=whiskas',
    );
  });
});
