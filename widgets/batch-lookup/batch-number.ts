// What the visitor typed -> the batch number to look up, or the reason it is not one.
export type BatchInput = { ok: true; number: string } | { ok: false; message: string };

const EMPTY_MESSAGE = 'Enter the batch number from your pack, for example 12345.';
const NOT_DIGITS_MESSAGE = 'A batch number has digits only, for example 12345.';

/** Accepts "12345", and the printed prefix too: "BN12345", "BN: 12345", "bn-12345". */
export function parseBatchNumber(typed: string): BatchInput {
  const withoutPrefix = typed.trim().replace(/^bn\s*[:\-]?\s*/i, '');
  if (withoutPrefix === '') return { ok: false, message: EMPTY_MESSAGE };
  if (!/^\d+$/.test(withoutPrefix)) return { ok: false, message: NOT_DIGITS_MESSAGE };
  return { ok: true, number: withoutPrefix };
}
