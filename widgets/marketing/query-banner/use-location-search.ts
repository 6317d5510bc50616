// The page's query string, kept current through in-page URL changes: popstate for back and
// forward, and history.pushState / replaceState, which fire no event and so are wrapped (as
// widgets/tracking/tracker.ts does). On unmount the original goes back if ours is still the
// one in place; if a later script wrapped it over ours, ours stays in its chain but goes quiet.
import { useEffect, useState } from 'react';

type HistoryMethod = 'pushState' | 'replaceState';

function wrap(method: HistoryMethod, onChange: () => void): () => void {
  let active = true;
  const original = history[method];
  const wrapped: History[HistoryMethod] = function (this: History, ...args) {
    original.apply(this, args);
    if (active) onChange();
  };
  history[method] = wrapped;
  return () => {
    active = false;
    if (history[method] === wrapped) history[method] = original;
  };
}

export function useLocationSearch(): string {
  const [search, setSearch] = useState(() => location.search);
  useEffect(() => {
    const onChange = () => setSearch(location.search);
    const unwrap = [wrap('pushState', onChange), wrap('replaceState', onChange)];
    window.addEventListener('popstate', onChange);
    onChange(); // a change between the first render and this effect
    return () => {
      window.removeEventListener('popstate', onChange);
      unwrap.forEach((undo) => undo());
    };
  }, []);
  return search;
}
