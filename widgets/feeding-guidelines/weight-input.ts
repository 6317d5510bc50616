// The weight box: spec "decimal input mode allows only digits with an optional point or comma",
// then the typed text as kilograms, or a message saying what is wrong with it.
import { MAX_WEIGHT_KG, MIN_WEIGHT_KG, weightProblem } from '../../shared/cat-energy.ts';

const WEIGHT_MISSING_MESSAGE = "Enter your cat's weight in kg, for example 4.5.";
const WEIGHT_NOT_POSITIVE_MESSAGE = "A weight must be more than 0 kg: enter your cat's weight in kg, for example 4.5.";
const WEIGHT_TOO_HEAVY_MESSAGE = `That is more than any cat weighs: enter a weight of ${MAX_WEIGHT_KG} kg or less.`;
const WEIGHT_TOO_LIGHT_MESSAGE = `That is less than any cat weighs: enter a weight of ${MIN_WEIGHT_KG} kg or more.`;

const WEIGHT_TYPING_MESSAGE = 'The weight takes digits and one point or comma, in kg, for example 4.5.';

/** True when the text may stand in the box: digits with at most one point or comma. */
export function isDecimalTyping(text: string): boolean {
  return /^\d*(?:[.,]\d*)?$/.test(text);
}

export type WeightTyping = { ok: true; text: string } | { ok: false; message: string };

/** What the box holds after a keystroke or a paste: spaces around it (a copied word brings one)
 * and a unit of kg after it are dropped; anything else not decimal is refused with a message,
 * so a weight typed in pounds or with a minus sign is never read as something else in silence. */
export function typedWeight(text: string): WeightTyping {
  const cleaned = text.trim().replace(/\s*kgs?$/i, '');
  return isDecimalTyping(cleaned) ? { ok: true, text: cleaned } : { ok: false, message: WEIGHT_TYPING_MESSAGE };
}

export type WeightReading = { ok: true; kg: number } | { ok: false; message: string };

/** "4,5" and "4.5" are both 4.5 kg (a comma is the decimal mark for many visitors). */
export function readWeight(text: string): WeightReading {
  const trimmed = text.trim();
  if (!isDecimalTyping(trimmed) || !/\d/.test(trimmed)) return { ok: false, message: WEIGHT_MISSING_MESSAGE };
  const kg = Number(trimmed.replace(',', '.'));
  if (weightProblem(kg)) return { ok: false, message: kg > MAX_WEIGHT_KG ? WEIGHT_TOO_HEAVY_MESSAGE : kg > 0 ? WEIGHT_TOO_LIGHT_MESSAGE : WEIGHT_NOT_POSITIVE_MESSAGE };
  return { ok: true, kg };
}
