import { afterEach, describe, expect, it, vi } from 'vitest';
import { mark, markWidget } from './marks.ts';

const entries = (name: string, type?: string) => performance.getEntriesByName(name, type);

afterEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
  vi.restoreAllMocks();
});

describe('performance marks', () => {
  it('a step is the mark katkin:<widget>:<step>; ready also measures katkin:<widget> from the start it is given', () => {
    const start = markWidget('batch-lookup', 'start');
    markWidget('batch-lookup', 'remote-loaded');
    markWidget('batch-lookup', 'mounted');
    const ready = markWidget('batch-lookup', 'ready', start);
    expect(['start', 'remote-loaded', 'mounted', 'ready'].map((step) => entries(`katkin:batch-lookup:${step}`, 'mark').length)).toEqual([1, 1, 1, 1]);
    expect(entries('katkin:batch-lookup:start', 'mark')[0]!.startTime).toBe(start);
    const [measure, ...more] = entries('katkin:batch-lookup', 'measure');
    expect(more).toEqual([]);
    expect(measure!.startTime).toBe(start);
    expect(measure!.duration).toBeCloseTo(ready - start, 6);
  });

  it('marking a name again replaces its entry: a thousand mounts leave one entry per name', () => {
    for (let i = 0; i < 1000; i++) {
      const start = markWidget('tooltip', 'start');
      markWidget('tooltip', 'ready', start);
    }
    expect(entries('katkin:tooltip:start')).toHaveLength(1);
    expect(entries('katkin:tooltip:ready')).toHaveLength(1);
    expect(entries('katkin:tooltip')).toHaveLength(1);
  });

  it('a browser that refuses User Timing gets no entry, and nothing throws', () => {
    vi.spyOn(performance, 'mark').mockImplementation(() => {
      throw new TypeError('not supported');
    });
    vi.spyOn(performance, 'measure').mockImplementation(() => {
      throw new TypeError('not supported');
    });
    expect(mark('katkin:loader-start')).toBe(0);
    expect(() => markWidget('tracking', 'ready', 5)).not.toThrow();
  });
});
