// Contract 5.1 sticky-cta: JSON {text, cta: {name, to}, show_trustpilot_rating?, rating?: {score, count},
// disabled?, hide_if_disabled?, state?: "ready" | "loading"}. Stars need a rating to show, so asking
// for them without one is an error naming `rating`.
import { ratingField, siteCtaField } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

const stickyCta = z
  .object({
    text: z.string(),
    cta: siteCtaField,
    show_trustpilot_rating: z.optional(z.boolean()),
    rating: z.optional(ratingField),
    disabled: z.optional(z.boolean()),
    hide_if_disabled: z.optional(z.boolean()),
    state: z.optional(z.enum(['ready', 'loading'])),
  })
  .check(
    z.refine((content) => !content.show_trustpilot_rating || content.rating !== undefined, {
      message: 'expected {score, count} when show_trustpilot_rating is true',
      path: ['rating'],
    }),
  );

export type StickyCtaContent = z.infer<typeof stickyCta>;

export const stickyCtaOptions = defineOptions({ json: stickyCta, jsonRequired: true });
