// The first widget asked for gets its module from its remote before any other does
// (loader/remote-containers.ts). Why: the page has one share scope, and Module Federation keeps
// the framework copy (preact or React) that a remote loads first; the loader fetched ahead the copy
// of the first remote asked for (loader/remote-loader.ts). A second remote whose entry arrived first
// would otherwise init() and load its own copy, and the page would download the framework twice.
// Once the first widget has its module, the framework is loaded and the others go side by side.
// They wait `waitMs` at most: a first remote that hangs costs the page a second copy of the
// framework, never the other widgets.

/** Returns `inTurn(work)`: the first call runs at once; later ones once it has settled, or after `waitMs`. */
export function createFirstTurn(waitMs: number) {
  let first: Promise<unknown> | undefined;
  let settled = false;
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (!first) {
      const mine = work();
      first = mine.then(
        () => (settled = true),
        () => (settled = true),
      );
      return mine;
    }
    if (settled) return work();
    const gate = first;
    return new Promise<void>((start) => {
      const timer = setTimeout(start, waitMs);
      void gate.then(() => {
        clearTimeout(timer);
        start();
      });
    }).then(work);
  };
}
