// Contract 5.1 trust-rating: JSON {score, count, link?}, score 0 to 5; `link` a site path or an
// http(s) URL (the review site's page), the one place besides social links that may leave the site.
import { ratingField, siteOrExternalLinkField } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const trustRatingOptions = defineOptions({
  json: z.extend(ratingField, { link: z.optional(siteOrExternalLinkField) }),
  jsonRequired: true,
});
