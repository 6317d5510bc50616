import { describe, expect, it } from 'vitest';
import { parseBatchNumber } from './batch-number.ts';

describe('parseBatchNumber', () => {
  it.each(['12345', ' 12345 ', 'BN12345', 'bn: 12345', 'BN-12345', 'Bn 12345'])('understands %j', (typed) => {
    expect(parseBatchNumber(typed)).toEqual({ ok: true, number: '12345' });
  });
  it('asks for a number when nothing (or only the prefix) is typed', () => {
    expect(parseBatchNumber('')).toEqual({ ok: false, message: 'Enter the batch number from your pack, for example 12345.' });
    expect(parseBatchNumber('BN:')).toEqual({ ok: false, message: 'Enter the batch number from your pack, for example 12345.' });
  });
  it.each(['12a45', '12 345', '-1', '1.5', 'BN:BN1'])('rejects %j as not digits', (typed) => {
    expect(parseBatchNumber(typed)).toEqual({ ok: false, message: 'A batch number has digits only, for example 12345.' });
  });
});
