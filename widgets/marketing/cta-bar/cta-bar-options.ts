// Contract 5.1 cta-bar: JSON {text?, cta: {name, to}, rating: {score, count}}.
import { ratingField, siteCtaField } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const ctaBarOptions = defineOptions({
  json: z.object({ text: z.optional(z.string()), cta: siteCtaField, rating: ratingField }),
  jsonRequired: true,
});
