import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstTurn } from './first-turn.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

/** A piece of work the test settles itself; `started` says whether it has begun. */
function work(result: string) {
  const step = { started: false, resolve: () => {}, reject: () => {} };
  const run = () => {
    step.started = true;
    return new Promise<string>((resolve, reject) => {
      step.resolve = () => resolve(result);
      step.reject = () => reject(new Error(`${result} failed`));
    });
  };
  return { step, run };
}

describe('createFirstTurn', () => {
  it('starts the first at once, the others once it has settled, side by side', async () => {
    vi.useFakeTimers();
    const inTurn = createFirstTurn(3000);
    const first = work('site');
    const second = work('partner');
    const third = work('site again');
    const results: string[] = [];
    void inTurn(first.run).then((r) => results.push(r));
    void inTurn(second.run).then((r) => results.push(r));
    void inTurn(third.run).then((r) => results.push(r));
    await flush();
    expect([first.step.started, second.step.started, third.step.started]).toEqual([true, false, false]);
    first.step.resolve();
    await flush();
    expect([second.step.started, third.step.started]).toEqual([true, true]);
    third.step.resolve();
    second.step.resolve();
    await flush();
    expect(results).toEqual(['site', 'site again', 'partner']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('once the first has settled, later work starts at once, with no timer', async () => {
    vi.useFakeTimers();
    const inTurn = createFirstTurn(3000);
    const first = work('site');
    void inTurn(first.run);
    first.step.resolve();
    await flush();
    const later = work('partner');
    void inTurn(later.run);
    expect(later.step.started).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a first that fails lets the others start and keeps its own error', async () => {
    vi.useFakeTimers();
    const inTurn = createFirstTurn(3000);
    const first = work('partner');
    const second = work('site');
    const failed = inTurn(first.run).catch((error: Error) => error.message);
    const next = inTurn(second.run);
    await flush();
    first.step.reject();
    await flush();
    expect(second.step.started).toBe(true);
    second.step.resolve();
    expect(await failed).toBe('partner failed');
    expect(await next).toBe('site');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a first that never settles holds the others back for the wait only', async () => {
    vi.useFakeTimers();
    const inTurn = createFirstTurn(3000);
    const hung = work('site');
    const second = work('partner');
    void inTurn(hung.run);
    const next = inTurn(second.run);
    await vi.advanceTimersByTimeAsync(2999);
    expect(second.step.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.step.started).toBe(true);
    second.step.resolve();
    expect(await next).toBe('partner');
  });
});
