// Contract 5.1 accordion: JSON {items: [{title, body (rich)}], open_on_mobile?, open_on_desktop?}.
import { headingLevelAttribute } from '../../../shared/heading-level.ts';
import { nonEmptyText, richText } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const accordionOptions = defineOptions({
  attributes: { 'data-heading-level': headingLevelAttribute },
  json: z.object({
    items: z.array(z.object({ title: nonEmptyText, body: richText })),
    open_on_mobile: z.optional(z.boolean()),
    open_on_desktop: z.optional(z.boolean()),
  }),
  jsonRequired: true,
});
