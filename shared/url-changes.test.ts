// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUrlChange } from './url-changes.ts';

const historyMethods = () => [history.pushState, history.replaceState];

describe('onUrlChange', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('calls back after pushState, replaceState and popstate', () => {
    const seen: string[] = [];
    const stop = onUrlChange('query-banner', () => seen.push(location.pathname + location.search));
    history.pushState(null, '', '/a');
    history.replaceState(null, '', '/b?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    expect(seen).toEqual(['/a', '/b?x=1', '/b?x=1']);
  });

  it('stopped in the order they started, watchers leave history exactly as found and go quiet', () => {
    const found = historyMethods();
    const [first, second] = [vi.fn(), vi.fn()];
    const stopFirst = onUrlChange('tracking', first);
    const stopSecond = onUrlChange('query-banner', second);
    stopFirst();
    history.pushState(null, '', '/c');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    stopSecond();
    expect(historyMethods()).toEqual(found);
    history.replaceState(null, '', '/d');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
  });

  it('leaves history exactly as found when stopped last-in first-out', () => {
    const found = historyMethods();
    const stopFirst = onUrlChange('tracking', () => {});
    const stopSecond = onUrlChange('query-banner', () => {});
    stopSecond();
    stopFirst();
    expect(historyMethods()).toEqual(found);
  });

  it('wraps each method once however many watch, and a thousand mounts and unmounts in either order leave nothing', () => {
    const found = historyMethods();
    for (let round = 0; round < 1000; round++) {
      const stops = [onUrlChange('tracking', () => {}), onUrlChange('query-banner', () => {})];
      expect(history.pushState).not.toBe(found[0]);
      if (round % 2) stops.reverse();
      stops.forEach((stop) => stop());
      expect(historyMethods()).toEqual(found);
    }
  });

  it("keeps a host's wrapper made over ours, which ours then only passes through; the next watcher wraps afresh", () => {
    const found = history.pushState;
    const hostSaw = vi.fn();
    const [first, next] = [vi.fn(), vi.fn()];
    const stopFirst = onUrlChange('tracking', first);
    const ours = history.pushState;
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      hostSaw(args[2]);
      return ours.apply(this, args);
    };
    const hosts = history.pushState;
    stopFirst();
    expect(history.pushState).toBe(hosts);

    const stopNext = onUrlChange('query-banner', next);
    history.pushState(null, '', '/e');
    expect(hostSaw).toHaveBeenCalledWith('/e');
    expect([first.mock.calls.length, next.mock.calls.length]).toEqual([0, 1]);
    stopNext();
    expect(history.pushState).toBe(hosts);
    history.pushState = found;
  });

  it('a host that puts back what it wrapped, dropping ours, does not deafen the next watcher', () => {
    const found = history.pushState;
    const stopFirst = onUrlChange('tracking', () => {});
    const ours = history.pushState;
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      return ours.apply(this, args);
    };
    stopFirst();
    history.pushState = found;
    const next = vi.fn();
    const stopNext = onUrlChange('query-banner', next);
    history.pushState(null, '', '/h');
    expect(next).toHaveBeenCalledTimes(1);
    stopNext();
    expect(history.pushState).toBe(found);
  });

  it('a watcher that throws is logged under its owner; the others still hear and the host call returns', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = vi.fn();
    const stops = [
      onUrlChange('tracking', () => {
        throw new Error('boom');
      }),
      onUrlChange('query-banner', other),
    ];
    expect(() => history.pushState(null, '', '/f')).not.toThrow();
    expect(other).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('katkin: tracking: following an in-page URL change failed', new Error('boom'));
    stops.forEach((stop) => stop());
  });

  it("shares one wrapper with another copy of this module (tracking's loader part beside a remote's)", async () => {
    const found = historyMethods();
    vi.resetModules();
    const copy = await import('./url-changes.ts');
    expect(copy.onUrlChange).not.toBe(onUrlChange);
    const [mine, theirs] = [vi.fn(), vi.fn()];
    const stopMine = onUrlChange('tracking', mine);
    const wrapped = historyMethods();
    const stopTheirs = copy.onUrlChange('query-banner', theirs);
    expect(historyMethods()).toEqual(wrapped);
    history.pushState(null, '', '/g');
    expect([mine.mock.calls.length, theirs.mock.calls.length]).toEqual([1, 1]);
    stopMine();
    stopTheirs();
    expect(historyMethods()).toEqual(found);
  });
});
