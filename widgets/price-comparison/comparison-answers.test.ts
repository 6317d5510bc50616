import { describe, expect, it } from 'vitest';
import {
  assumedKittenWeight,
  comparisonKcal,
  withAnswer,
  missingAnswers,
  NO_ANSWERS,
  signUpUrl,
  type ComparisonAnswers,
} from './comparison-answers.ts';

const food = { foodType: 'wet', brand: 'whiskas' } as const;
const adult: ComparisonAnswers = { ...NO_ANSWERS, ...food, breed: 'Bengal', isKitten: 'NO', activity: 'active', bodyCondition: 'just-right' };
const kitten: ComparisonAnswers = { ...NO_ANSWERS, ...food, breed: 'Bengal', isKitten: 'YES', months: '3', weeks: '' };

describe('missingAnswers (spec section 5 messages)', () => {
  it('lists every message that holds, in the spec order, on an empty form', () => {
    expect(missingAnswers(NO_ANSWERS)).toEqual(['No age selected.', 'No breed selected.', 'No current food or brand selected.']);
  });
  it("shows 'No breed selected.' only while breed is empty", () => {
    expect(missingAnswers({ ...adult, breed: '' })).toEqual(['No breed selected.']);
    expect(missingAnswers(adult)).toEqual([]);
  });
  it("shows 'Missing age details.' for a kitten with neither months nor weeks, and only then", () => {
    expect(missingAnswers({ ...kitten, months: '', weeks: '' })).toEqual(['Missing age details.']);
    expect(missingAnswers({ ...kitten, months: '', weeks: '0' })).toEqual([]);
    expect(missingAnswers({ ...kitten, months: '0', weeks: '' })).toEqual([]);
    expect(missingAnswers({ ...adult, months: '', weeks: '' })).toEqual([]);
  });
  it("shows 'Missing Body condition or Activity level.' for an adult missing either, and only then", () => {
    expect(missingAnswers({ ...adult, activity: '' })).toEqual(['Missing Body condition or Activity level.']);
    expect(missingAnswers({ ...adult, bodyCondition: '' })).toEqual(['Missing Body condition or Activity level.']);
    expect(missingAnswers({ ...kitten, activity: '', bodyCondition: '' })).toEqual([]);
  });
  it('asks for the current food type and brand', () => {
    expect(missingAnswers({ ...adult, brand: '' })).toEqual(['No current food or brand selected.']);
    expect(missingAnswers({ ...adult, foodType: '' })).toEqual(['No current food or brand selected.']);
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
  it('applies no activity or body-condition factor to a kitten (domain facts)', () => {
    expect(comparisonKcal({ ...kitten, months: '2', weeks: '', activity: 'explorer', bodyCondition: 'skinny' })).toEqual({ ok: true, kcalPerDay: 175 });
    expect(comparisonKcal({ ...kitten, months: '2', weeks: '', activity: 'inactive', bodyCondition: 'obese' })).toEqual({ ok: true, kcalPerDay: 175 });
  });
  it('fails (the "Couldn\'t calculate" case) for an age outside the kitten limits or incomplete answers', () => {
    expect(comparisonKcal({ ...kitten, months: '12' }).ok).toBe(false);
    expect(comparisonKcal({ ...kitten, weeks: '4' }).ok).toBe(false);
    expect(comparisonKcal({ ...kitten, months: 'x' }).ok).toBe(false);
    expect(comparisonKcal({ ...adult, activity: '' }).ok).toBe(false);
    expect(comparisonKcal(NO_ANSWERS).ok).toBe(false);
  });
});

describe('withAnswer', () => {
  it('changing the age question clears months and weeks; the same answer again, or another question, keeps them', () => {
    expect(withAnswer(kitten, 'isKitten', 'NO')).toMatchObject({ isKitten: 'NO', months: '', weeks: '' });
    expect(withAnswer({ ...kitten, weeks: '2' }, 'isKitten', 'YES')).toMatchObject({ months: '3', weeks: '2' });
    expect(withAnswer(kitten, 'brand', 'felix')).toMatchObject({ brand: 'felix', months: '3' });
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
