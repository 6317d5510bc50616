// Schemas of the CMS content fields the widgets share (contract 5.1): site paths, product
// links, links that may leave the site, images, ratings and calendar dates. Each checks with
// the same rule the widget later relies on, so bad content is an invalid-options message naming
// the field rather than a broken link or image later.
import { isoDate } from './api/schemas.ts';
import { isSitePath, webUrl } from './site-routes.ts';
import { z } from './zod.ts';

/**
 * Rich text (contract 5.1 "fields marked rich"): HTML shown only through shared/ui/rich-text.tsx,
 * which sanitises it. Every rich field uses this one schema, so what is generated from the specs
 * (the playground, docs/widget-options.md) can mark it rich by identity.
 */
export const richText = z.string();

/** A site path (continue_to_path, `to`), checked with the rule every navigation uses (shared/site-routes.ts). */
export const sitePathField = z
  .string()
  .check(z.refine(isSitePath, 'expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")'));

/** Contract 5.1: product links are `/{link}`; a leading "/" in `link` is not doubled. */
export function productPath(link: string): string {
  return link.startsWith('/') ? link : `/${link}`;
}

// "https://x" or "javascript:x" would pass as the odd path "/https://x": a URL written where a
// product path belongs is a mistake to name, not a path to follow.
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A product's `link` ("cat-food" or "/cat-food"), read as the site path `/{link}`. */
export const productLinkField = z.pipe(
  z.pipe(
    z.string().check(z.refine((link) => !WITH_SCHEME.test(link), 'expected a path on the site such as "cat-food" or "/cat-food", not a URL')),
    z.transform(productPath),
  ),
  sitePathField,
);

/** An absolute http(s) URL, written without spaces (no other scheme is taken anywhere: contract 5.1). */
export const isWebUrl = (text: string): boolean => webUrl(text) !== undefined;

/**
 * A link that may leave the site: a site path, or an http(s) URL to any origin. Only where
 * contract 5.1 allows one (trust-rating `link`, social `link`); shown by shared/ui/content-link.tsx.
 */
export const siteOrExternalLinkField = z
  .string()
  .check(z.refine((text) => isSitePath(text) || isWebUrl(text), 'expected a site path such as "/reviews" or an http(s) URL'));

/** Text that names something (a title, a button): empty text would leave it without a name. */
export const nonEmptyText = z.string().check(z.refine((text) => text.trim() !== '', 'expected non-empty text'));

/** Contract 5.1 image: `src` an http(s) URL or a site path; `alt` required, "" when decorative. */
export const imageSrcField = z
  .string()
  .check(z.refine((src) => isSitePath(src) || isWebUrl(src), 'expected an http(s) URL or a site path such as "/images/cat.jpg"'));

export const imageField = z.object({ src: imageSrcField, alt: z.string() });

export type ImageContent = z.infer<typeof imageField>;

/** A review score: 0 to 5 stars (shown rounded to halves by shared/rating.ts). */
export const scoreField = z.number().check(z.gte(0), z.lte(5));

/** An overall rating: its score and how many reviews it is based on. */
export const ratingField = z.object({ score: scoreField, count: z.int().check(z.gte(0)) });

/** A 'YYYY-MM-DD' calendar date, checked as a real date. */
export const isoDateText = isoDate();

/** A call to action that goes to a site path (sticky-cta, cta-bar). */
export const siteCtaField = z.object({ name: nonEmptyText, to: sitePathField });
