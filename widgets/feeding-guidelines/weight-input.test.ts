import { describe, expect, it } from 'vitest';
import { isDecimalTyping, readWeight, typedWeight } from './weight-input.ts';

describe('isDecimalTyping (digits with an optional point or comma)', () => {
  it.each(['', '4', '4.', '4.5', '4,5', '.5', ',5', '12.25'])('lets "%s" stand', (text) => {
    expect(isDecimalTyping(text)).toBe(true);
  });
  it.each(['a', '4a', '4.5.', '4,5,', '4.,5', '-1', '4 kg', '1e3', '+4', ' 4'])('refuses "%s"', (text) => {
    expect(isDecimalTyping(text)).toBe(false);
  });
});

describe('readWeight', () => {
  const MISSING = "Enter your cat's weight in kg, for example 4.5.";
  const NOT_POSITIVE = "A weight must be more than 0 kg: enter your cat's weight in kg, for example 4.5.";
  const TOO_HEAVY = 'That is more than any cat weighs: enter a weight of 15 kg or less.';

  it('reads a point or a comma as the decimal mark', () => {
    expect(readWeight('4.5')).toEqual({ ok: true, kg: 4.5 });
    expect(readWeight('4,5')).toEqual({ ok: true, kg: 4.5 });
    expect(readWeight(' 3 ')).toEqual({ ok: true, kg: 3 });
    expect(readWeight('.5')).toEqual({ ok: true, kg: 0.5 });
  });

  it('asks for a weight when there is none', () => {
    expect(readWeight('')).toEqual({ ok: false, message: MISSING });
    expect(readWeight('.')).toEqual({ ok: false, message: MISSING });
    expect(readWeight('abc')).toEqual({ ok: false, message: MISSING });
  });

  it('refuses zero and negative weights with a message, not a number', () => {
    expect(readWeight('0')).toEqual({ ok: false, message: NOT_POSITIVE });
    expect(readWeight('0,0')).toEqual({ ok: false, message: NOT_POSITIVE });
    expect(readWeight('-2')).toEqual({ ok: false, message: MISSING });
  });

  it('accepts 0.1 kg (a newborn kitten) and refuses anything lighter but 0', () => {
    const TOO_LIGHT = 'That is less than any cat weighs: enter a weight of 0.1 kg or more.';
    expect(readWeight('0.1')).toEqual({ ok: true, kg: 0.1 });
    expect(readWeight('0,09')).toEqual({ ok: false, message: TOO_LIGHT });
    expect(readWeight('0.0001')).toEqual({ ok: false, message: TOO_LIGHT });
  });

  it('accepts 15 kg and refuses anything heavier', () => {
    expect(readWeight('15')).toEqual({ ok: true, kg: 15 });
    expect(readWeight('15.1')).toEqual({ ok: false, message: TOO_HEAVY });
    expect(readWeight('40')).toEqual({ ok: false, message: TOO_HEAVY });
  });
});

describe('typedWeight (what the box holds after a keystroke or a paste)', () => {
  const REFUSED = { ok: false, message: 'The weight takes digits and one point or comma, in kg, for example 4.5.' };

  it('drops the spaces around a pasted weight and a unit of kg after it', () => {
    expect(typedWeight(' 4.5')).toEqual({ ok: true, text: '4.5' });
    expect(typedWeight('4,5\u00a0')).toEqual({ ok: true, text: '4,5' });
    expect(typedWeight('4.5 kg')).toEqual({ ok: true, text: '4.5' });
    expect(typedWeight('4KG')).toEqual({ ok: true, text: '4' });
    expect(typedWeight('3 kgs')).toEqual({ ok: true, text: '3' });
    expect(typedWeight('')).toEqual({ ok: true, text: '' });
  });

  it('refuses anything else with a message naming the unit and the form', () => {
    for (const text of ['9 lbs', '9l', '-4', '4½', '4 1/2', '4k', '4.5.', '1e3']) expect(typedWeight(text), text).toEqual(REFUSED);
  });
});
