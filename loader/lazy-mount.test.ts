// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wantsLazy, whenNear } from './lazy-mount.ts';
import { installFakeIntersectionObserver } from './testing/fake-intersection-observer.ts';

const element = (loading?: string) => {
  const div = document.createElement('div');
  if (loading !== undefined) div.setAttribute('data-loading', loading);
  return div;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('data-loading', () => {
  it('is lazy only when it says "lazy"; absent and "eager" mount at once', () => {
    expect(wantsLazy(element('lazy'), 'batch-lookup')).toBe(true);
    expect(wantsLazy(element('eager'), 'batch-lookup')).toBe(false);
    expect(wantsLazy(element(), 'batch-lookup')).toBe(false);
  });

  it('an invalid value is a console message naming the widget, and the placeholder mounts eagerly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(wantsLazy(element('soon'), 'review-list')).toBe(false);
    expect(wantsLazy(element('LAZY'), 'review-list')).toBe(false);
    expect(warn.mock.calls).toEqual([
      ['katkin: review-list: data-loading must be "lazy" or "eager" (got "soon"); mounting eagerly'],
      ['katkin: review-list: data-loading must be "lazy" or "eager" (got "LAZY"); mounting eagerly'],
    ]);
  });
});

describe('whenNear', () => {
  it('starts a placeholder only once it comes within one viewport height of the screen, then stops watching', () => {
    const observers = installFakeIntersectionObserver();
    const start = vi.fn();
    const target = element('lazy');
    expect(whenNear(target, start)).toBeTypeOf('function');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ rootMargin: '100% 0px' });
    observers[0]!.report(target, false);
    expect(start).not.toHaveBeenCalled();
    observers[0]!.report(target, true);
    observers[0]!.report(target, true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('a placeholder that stops waiting before it came near is never started and leaves no observer', () => {
    const observers = installFakeIntersectionObserver();
    const target = element('lazy');
    const start = vi.fn();
    const stop = whenNear(target, start)!;
    stop();
    stop();
    observers[0]!.report(target, true);
    expect(start).not.toHaveBeenCalled();
    expect(observers[0]!.disconnected).toBe(true);
    expect(observers[0]!.observed.size).toBe(0);
  });

  it('without IntersectionObserver it does not wait: the caller mounts at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn();
    expect(whenNear(element('lazy'), start)).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
  });
});
