// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../testing/widget-test-context.tsx';
import { useLookup, useLookupOn, type Load } from './use-lookup.ts';
import { WidgetContextProvider } from './widget-context.tsx';

const context = testContext('demo');
const wrapper = ({ children }: { children: ReactNode }) => <WidgetContextProvider value={context}>{children}</WidgetContextProvider>;

/** A load whose reply the test hands over, recording the signal it was given. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load: Load<T> = (signal) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useLookup', () => {
  it('goes idle → loading → done', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useLookup<string>('the demo failed'), { wrapper });
    expect(result.current.state).toEqual({ kind: 'idle' });
    act(() => result.current.start(load));
    expect(result.current.state).toEqual({ kind: 'loading' });
    await act(async () => calls[0]!.resolve('batch 1'));
    expect(result.current.state).toEqual({ kind: 'done', value: 'batch 1' });
  });

  it('logs a failure with the widget name, and retry runs the same load again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useLookup<string>('the demo failed'), { wrapper });
    act(() => result.current.start(load));
    const error = new Error('500');
    await act(async () => calls[0]!.reject(error));
    expect(result.current.state).toEqual({ kind: 'failed', error });
    expect(logged).toHaveBeenCalledWith('katkin: demo: the demo failed:', error);
    act(() => result.current.retry());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve('second try'));
    expect(result.current.state).toEqual({ kind: 'done', value: 'second try' });
  });

  it('a newer load aborts the older one, whose late reply sets nothing', async () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useLookup<string>('the demo failed'), { wrapper });
    act(() => result.current.start(load, '111'));
    act(() => result.current.start(load, '222'));
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve('new'));
    await act(async () => calls[0]!.resolve('old'));
    expect(result.current.state).toEqual({ kind: 'done', value: 'new' });
  });

  it('a repeat of the key in flight starts nothing', () => {
    const { load, calls } = deferred<string>();
    const { result } = renderHook(() => useLookup<string>('the demo failed'), { wrapper });
    act(() => {
      result.current.start(load, '12345');
      result.current.start(load, '12345');
      result.current.start(load, '12345');
    });
    expect(calls).toHaveLength(1);
  });

  it('aborts on unmount and sets nothing afterwards', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = deferred<string>();
    const { result, unmount } = renderHook(() => useLookup<string>('the demo failed'), { wrapper });
    act(() => result.current.start(load));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.reject(new Error('aborted')));
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('useLookupOn', () => {
  it('stays idle without a load, and loads when one is given (the token arrived)', async () => {
    const { load, calls } = deferred<string>();
    const { result, rerender } = renderHook(({ ready }) => useLookupOn('the demo failed', ready ? load : undefined, [ready]), {
      wrapper,
      initialProps: { ready: false },
    });
    expect(result.current.state).toEqual({ kind: 'idle' });
    expect(calls).toHaveLength(0);
    rerender({ ready: true });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve('estimate'));
    expect(result.current.state).toEqual({ kind: 'done', value: 'estimate' });
    rerender({ ready: true });
    expect(calls).toHaveLength(1);
  });
});
