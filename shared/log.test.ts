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

  it("loses the message, never the caller, when the host's console throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {
      throw new Error('console.error disabled by host');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {
      throw new Error('console.warn disabled by host');
    });
    expect(() => logError('loader', 'unknown widget "nope"')).not.toThrow();
    expect(() => logWarn('product-cards', 'JSON [0].ctas[0].color: the default is used')).not.toThrow();
  });
});
