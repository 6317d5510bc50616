// The first widget asked for gets its module from its remote before any other remote is
// init()ed or asked for one (loader/remote-containers.ts). Why: the page has one share scope, and
// Module Federation keeps the framework copy (preact or React) that a remote loads first; the
// loader fetched ahead the copy of the first remote asked for (loader/remote-loader.ts). A second
// remote whose entry arrived first would otherwise init() and load its own copy, and the page
// would download the framework twice. Widgets of the first remote never wait: its framework is
// the one in the share scope. Once the first widget has its module, the framework is loaded and
// every other remote goes too. They wait `waitMs` at most: a first remote that hangs costs the
// page a second copy of the framework, never the other widgets.
import { withinTimeout } from './within-timeout.ts';

/**
 * Returns `inTurn(remote, work)`: the first call runs at once, and so do later ones for the same
 * remote (its copy of the framework is the one in the share scope); another remote's run once the
 * first has settled, or after `waitMs`.
 */
export function createFirstTurn(waitMs: number) {
  let first: { remote: string; done: Promise<unknown> } | undefined;
  let settled = false;
  return function inTurn<T>(remote: string, work: () => Promise<T>): Promise<T> {
    if (!first) {
      const mine = work();
      const done = () => (settled = true);
      first = { remote, done: mine.then(done, done) };
      return mine;
    }
    if (settled || remote === first.remote) return work();
    // Whether the first settled or the wait ran out, this one goes.
    return withinTimeout(first.done, waitMs, 'the first remote')
      .catch(() => undefined)
      .then(work);
  };
}
