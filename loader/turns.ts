// Widgets' modules are got from their remotes one after another, in the order they were asked
// for (loader/remote-containers.ts). Why: the page has one share scope, and Module Federation keeps
// the first framework copy (preact or React) that a remote loads into it; the loader fetched ahead
// the copy of the first remote asked for (loader/remote-loader.ts). A second remote whose entry
// arrives first would otherwise load its own copy, and the page would download the framework twice.
// A turn waits for the one before it to settle, or `waitMs` at most: a remote that hangs costs the
// page a second copy of the framework, never the other widgets.

/** Returns `inTurn(work)`: runs `work` once every earlier turn has settled or waited `waitMs`. */
export function createTurns(waitMs: number) {
  let last: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const before = last;
    const turn = new Promise<void>((start) => {
      const timer = setTimeout(start, waitMs);
      before.then(() => {
        clearTimeout(timer);
        start();
      });
    }).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}
