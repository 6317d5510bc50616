// Contract 5.1 feature-toggles: JSON {blocks: [{title, body (rich)}]}.
import { headingLevelAttribute } from '../../../shared/heading-level.ts';
import { nonEmptyText, richText } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const featureTogglesOptions = defineOptions({
  attributes: { 'data-heading-level': headingLevelAttribute },
  json: z.object({ blocks: z.array(z.object({ title: nonEmptyText, body: richText })) }),
  jsonRequired: true,
});
