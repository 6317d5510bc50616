// scriptParts, the script elements, is proven in the browser: every widget's page loads the
// mf-runtime part, and the tracking and analytics specs theirs (tests/e2e).
import { describe, expect, it, vi } from 'vitest';
import { loadPart, setLoaderParts } from './parts.ts';

describe('loadPart', () => {
  it('loads a part once, and again after a failure', async () => {
    const tracking = { mount: () => () => {} };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(tracking);
    setLoaderParts({ tracking: load });
    await expect(loadPart('tracking')).rejects.toThrow('offline');
    expect(await loadPart('tracking')).toBe(tracking);
    expect(await loadPart('tracking')).toBe(tracking);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names a part the build did not make', async () => {
    setLoaderParts({});
    await expect(loadPart('analytics')).rejects.toThrow('no loader part analytics');
  });
});
