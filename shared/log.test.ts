import { describe, expect, it, vi } from 'vitest';
import { logError, logWarn } from './log.ts';

describe('the logger', () => {
  it('starts every message with "katkin: " and its owner, and passes the details on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cause = new Error('offline');
    logError('batch-lookup', 'the batch lookup failed:', cause);
    logWarn('loader', 'data-loading must be "lazy" or "eager" (got "soon"); mounting eagerly');
    expect(error).toHaveBeenCalledWith('katkin: batch-lookup: the batch lookup failed:', cause);
    expect(warn).toHaveBeenCalledWith('katkin: loader: data-loading must be "lazy" or "eager" (got "soon"); mounting eagerly');
  });
});
