// Contract section 5: JSON {title, subscription_state}; subscriptionId and catName come from
// the page query, or from these attributes on pages without one.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { catNameAttribute, subscriptionIdAttribute } from '../../shared/subscription-id.ts';
import { defineOptions } from '../../shared/widget-options.ts';
import { z } from '../../shared/zod.ts';

export const cancelWarningOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    'data-subscription-id': subscriptionIdAttribute,
    'data-cat-name': catNameAttribute,
  },
  // Both optional: the card has a default title.
  json: z.object({ title: z.optional(z.string().check(z.trim(), z.minLength(1))), subscription_state: z.optional(z.string()) }),
});
