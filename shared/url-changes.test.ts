// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUrlChange } from './url-changes.ts';

describe('onUrlChange', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('calls back after pushState, replaceState and popstate', () => {
    const seen: string[] = [];
    const stop = onUrlChange(() => seen.push(location.pathname + location.search));
    history.pushState(null, '', '/a');
    history.replaceState(null, '', '/b?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    expect(seen).toEqual(['/a', '/b?x=1', '/b?x=1']);
  });

  it('stopped out of order, a watcher wrapped over by another goes quiet and the other still works', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onUrlChange(first);
    const stopSecond = onUrlChange(second);
    stopFirst();
    history.pushState(null, '', '/c');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    stopSecond();
    history.replaceState(null, '', '/d');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaves history exactly as found when stopped last-in first-out', () => {
    const [push, replace] = [history.pushState, history.replaceState];
    const stopFirst = onUrlChange(() => {});
    const stopSecond = onUrlChange(() => {});
    stopSecond();
    stopFirst();
    expect([history.pushState, history.replaceState]).toEqual([push, replace]);
  });
});
