// An image from CMS content ({src, alt}, contract 5.1). A site path is a path on the site base,
// like every site path (a partner page on another origin must not read it from its own);
// an http(s) URL is used as the browser reads it (webUrl). Lazy: off-screen cards and gallery slides cost nothing.
import type { ImageContent } from '../content-fields.ts';
import { isSitePath, siteRouteUrl, webUrl } from '../site-routes.ts';
import { useStore } from './use-store.ts';
import { useWidget } from './widget-context.tsx';

export function ContentImage({ image, className }: { image: ImageContent; className?: string }) {
  const { siteBase } = useStore(useWidget().store.config);
  const src = isSitePath(image.src) ? siteRouteUrl(siteBase, image.src) : webUrl(image.src);
  return <img src={src} alt={image.alt} className={className} loading="lazy" decoding="async" />;
}
