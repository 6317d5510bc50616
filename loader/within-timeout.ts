// A promise that gives up after a while, leaving no timer behind once it has settled: a remote's
// code that never arrives (loader/mount-manager.ts), a first remote that hangs (loader/first-turn.ts).

/** `work`'s outcome, or a rejection saying "<what> did not arrive within N s" after `ms`. */
export function withinTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms / 1000} s`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
