// In-page URL changes, for whatever follows the address (tracking's page views, the query
// banner): popstate for back and forward, and history.pushState / replaceState, which fire no
// event and so are wrapped. On stop the original goes back if ours is still the one in place; if
// a later script wrapped it over ours, ours stays in its chain but goes quiet (putting the old one
// back would drop the later script's wrapper).
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

/** Calls `onChange` after every in-page URL change; returns what stops it and leaves history as it found it. */
export function onUrlChange(onChange: () => void): () => void {
  const unwrap = [wrap('pushState', onChange), wrap('replaceState', onChange)];
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    unwrap.forEach((undo) => undo());
  };
}
