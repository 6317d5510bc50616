// Contract 5.1 condensed-list: JSON {title?, items: [string], visible?} (default 3); plain text.
import { headingLevelAttribute } from '../../../shared/heading-level.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const condensedListOptions = defineOptions({
  attributes: { 'data-heading-level': headingLevelAttribute },
  json: z.object({ title: z.optional(z.string()), items: z.array(z.string()), visible: z.optional(z.int().check(z.gte(1))) }),
  jsonRequired: true,
});
