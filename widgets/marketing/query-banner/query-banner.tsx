// A banner whose text follows the page query (contract 5.1): `banners[value of param]`, else
// `default`, else nothing at all (no element, so no space taken). It follows in-page URL
// changes, unlike the cancellation widgets, which read the query once: a banner belongs to
// whatever the page shows now.
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { chooseBanner } from './banner-choice.ts';
import type { queryBannerOptions } from './query-banner-options.ts';
import { useLocationSearch } from './use-location-search.ts';

export function QueryBanner({ json }: WidgetProps<typeof queryBannerOptions>) {
  const text = chooseBanner(useLocationSearch(), json);
  if (text === undefined) return null;
  return <p className="query-banner">{text}</p>;
}
