import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstTurn } from './first-turn.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

// Each test has its own first turn with a 3 s wait, on fake timers, so that a wait left behind shows.
let inTurn: ReturnType<typeof createFirstTurn>;
beforeEach(() => {
  vi.useFakeTimers();
  inTurn = createFirstTurn(3000);
});
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
  it('starts the first at once, and the same remote\'s others; another remote\'s once the first has settled', async () => {
    const first = work('site');
    const partner = work('partner');
    const other = work('other');
    const sameRemote = work('site again');
    const results: string[] = [];
    void inTurn('site', first.run).then((r) => results.push(r));
    void inTurn('partner', partner.run).then((r) => results.push(r));
    void inTurn('other', other.run).then((r) => results.push(r));
    void inTurn('site', sameRemote.run).then((r) => results.push(r));
    await flush();
    expect([first.step.started, partner.step.started, other.step.started, sameRemote.step.started]).toEqual([true, false, false, true]);
    first.step.resolve();
    await flush();
    expect([partner.step.started, other.step.started]).toEqual([true, true]);
    other.step.resolve();
    partner.step.resolve();
    sameRemote.step.resolve();
    await flush();
    // Each gets its own work's result.
    expect(results.sort()).toEqual(['other', 'partner', 'site', 'site again']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('once the first has settled, later work starts at once, with no timer', async () => {
    const first = work('site');
    void inTurn('site', first.run);
    first.step.resolve();
    await flush();
    const later = work('partner');
    void inTurn('partner', later.run);
    expect(later.step.started).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a first that fails lets the others start and keeps its own error', async () => {
    const first = work('partner');
    const second = work('site');
    const failed = inTurn('partner', first.run).catch((error: Error) => error.message);
    const next = inTurn('site', second.run);
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
    const hung = work('site');
    const second = work('partner');
    void inTurn('site', hung.run);
    const next = inTurn('partner', second.run);
    await vi.advanceTimersByTimeAsync(2999);
    expect(second.step.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.step.started).toBe(true);
    second.step.resolve();
    expect(await next).toBe('partner');
  });
});
