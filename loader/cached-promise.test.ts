import { describe, expect, it, vi } from 'vitest';
import { cachedUnlessFailed } from './cached-promise.ts';

describe('cachedUnlessFailed', () => {
  it('makes the promise once while it is pending or fulfilled', async () => {
    const cache = new Map<string, Promise<string>>();
    const make = vi.fn(async () => 'entry');
    const first = cachedUnlessFailed(cache, 'site', make);
    expect(cachedUnlessFailed(cache, 'site', make)).toBe(first);
    expect(await first).toBe('entry');
    expect(cachedUnlessFailed(cache, 'site', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes it again after it failed, and keeps keys apart', async () => {
    const cache = new Map<string, Promise<string>>();
    const make = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('entry');
    await expect(cachedUnlessFailed(cache, 'site', make)).rejects.toThrow('offline');
    expect(await cachedUnlessFailed(cache, 'site', make)).toBe('entry');
    expect(await cachedUnlessFailed(cache, 'partner', async () => 'other')).toBe('other');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
