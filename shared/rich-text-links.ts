// Contract 5.1, "Links inside rich HTML": what a link in CMS rich text becomes. Pure (no DOM):
// shared/ui/rich-text.tsx applies it to each <a> the sanitiser kept. A site path goes on the
// site base through the one navigation check (site-routes.ts); an http(s) URL stays, marked
// external when its origin is not the site base's; mailto: and tel: stay; anything else
// (another scheme, a relative or protocol-relative path, a site path the check refuses) is
// dropped, and the caller keeps the link's text.
import { isSitePath, siteRouteUrl } from './site-routes.ts';

export type RichTextLink =
  /** A site path: `url` is its place under the site base. */
  | { kind: 'site'; url: string }
  /** An http(s) URL; `external` when its origin is not the site base's (rel="noopener noreferrer"). */
  | { kind: 'web'; url: string; external: boolean }
  /** mailto: or tel:, left as written: a click leaves the page where it is. */
  | { kind: 'contact'; url: string };

/** Undefined: drop the link, keep its text. */
export function richTextLink(href: string, siteBase: string): RichTextLink | undefined {
  // Browsers ignore spaces around an href; inner ones stay and fail the checks below.
  const written = href.trim();
  if (isSitePath(written)) {
    const url = siteRouteUrl(siteBase, written);
    return url === undefined ? undefined : { kind: 'site', url };
  }
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    // Relative ("plans", "#top", "//elsewhere" has no base here): not a form the contract names.
    return undefined;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'contact', url: written };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { kind: 'web', url: url.href, external: url.origin !== originOf(siteBase) };
}

function originOf(siteBase: string): string | undefined {
  try {
    return new URL(siteBase).origin;
  } catch {
    return undefined;
  }
}
