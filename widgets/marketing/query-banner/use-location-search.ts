// The page's query string, kept current through in-page URL changes (shared/url-changes.ts).
import { useEffect, useState } from 'react';
import { onUrlChange } from '../../../shared/url-changes.ts';

export function useLocationSearch(): string {
  const [search, setSearch] = useState(() => location.search);
  useEffect(() => {
    const onChange = () => setSearch(location.search);
    const stop = onUrlChange('query-banner', onChange);
    onChange(); // a change between the first render and this effect
    return stop;
  }, []);
  return search;
}
