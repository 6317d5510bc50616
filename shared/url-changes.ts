// In-page URL changes, for whatever follows the address (tracking's page views, the query
// banner): popstate for back and forward, and history.pushState / replaceState, which fire no
// event and so are wrapped.
//
// The page holds one wrapper of ours per method however many watch, whatever order they stop in:
// a single-page host mounts and unmounts widgets thousands of times, and a wrapper per watcher
// left a dead one in the chain whenever watchers stopped in the order they started. The watchers
// live on a global under a registered symbol, since tracking (a loader part) and the query banner
// (a remote) each have their own copy of this module. When the last watcher stops, the original
// goes back if our wrapper is still the one in place; if a later script wrapped over it, ours stays
// in that script's chain (taking it out would drop the script's wrapper) as a plain pass-through,
// and the next watcher wraps afresh: a script may since have put back what it wrapped, dropping ours.

import { logError } from './log.ts';
import { pageGlobal } from './page-global.ts';

type HistoryMethod = 'pushState' | 'replaceState';
const METHODS: HistoryMethod[] = ['pushState', 'replaceState'];

interface Watcher {
  owner: string;
  onChange: () => void;
}

interface PageWatchers {
  watchers: Set<Watcher>;
  wrapped: Partial<Record<HistoryMethod, { wrapper: History[HistoryMethod]; original: History[HistoryMethod] }>>;
}

const pageWatchers = () => pageGlobal<PageWatchers>('katkin.url-changes', () => ({ watchers: new Set(), wrapped: {} }));

/** One watcher that throws neither stops the others nor reaches the host's pushState call. */
function tell(watcher: Watcher): void {
  try {
    watcher.onChange();
  } catch (error) {
    logError(watcher.owner, 'following an in-page URL change failed', error);
  }
}

function wrap(page: PageWatchers, method: HistoryMethod): void {
  if (page.wrapped[method]) return;
  const original = history[method];
  const wrapper: History[HistoryMethod] = function (this: History, ...args) {
    original.apply(this, args);
    // A wrapper left in a host's chain (unwrap) passes the call through and tells no one.
    if (page.wrapped[method]?.wrapper === wrapper) page.watchers.forEach(tell);
  };
  history[method] = wrapper;
  page.wrapped[method] = { wrapper, original };
}

function unwrap(page: PageWatchers, method: HistoryMethod): void {
  const wrapped = page.wrapped[method];
  delete page.wrapped[method];
  if (wrapped && history[method] === wrapped.wrapper) history[method] = wrapped.original;
}

/**
 * Calls `onChange` after every in-page URL change (`owner`: the widget, named in a message if it
 * throws); returns what stops it and leaves history as it found it.
 */
export function onUrlChange(owner: string, onChange: () => void): () => void {
  const page = pageWatchers();
  const watcher: Watcher = { owner, onChange };
  const onPopState = () => tell(watcher);
  page.watchers.add(watcher);
  METHODS.forEach((method) => wrap(page, method));
  window.addEventListener('popstate', onPopState);
  return () => {
    window.removeEventListener('popstate', onPopState);
    if (page.watchers.delete(watcher) && page.watchers.size === 0) METHODS.forEach((method) => unwrap(page, method));
  };
}
