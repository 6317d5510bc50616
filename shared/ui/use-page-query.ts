// The host page's query, read once when the widget mounts: a widget belongs to the page it
// was opened on (the subscription, the cat), so a later in-page URL change does not re-target it.
import { useState } from 'react';
import { PageQuery } from '../page-query.ts';

export function usePageQuery(): PageQuery {
  const [query] = useState(() => new PageQuery(location.search));
  return query;
}
