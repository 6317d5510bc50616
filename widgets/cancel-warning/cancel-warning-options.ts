// Contract section 5: JSON {title, subscription_state}; subscriptionId and catName come from
// the page query, or from these attributes on pages without one.
import { nonEmptyText } from '../../shared/content-fields.ts';
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { subscriptionIdAttribute } from '../../shared/subscription-id.ts';
import { defineOptions, text } from '../../shared/widget-options.ts';
import { z } from '../../shared/zod.ts';

export const cancelWarningOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    'data-subscription-id': subscriptionIdAttribute,
    'data-cat-name': text("the cat's name"),
  },
  // Both optional: the card has a default title.
  json: z.object({ title: z.optional(nonEmptyText), subscription_state: z.optional(z.string()) }),
});
