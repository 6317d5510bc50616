// Contract 5.1 query-banner: JSON {param, banners: {value: text}, default?}; every text plain.
import { nonEmptyText } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const queryBannerOptions = defineOptions({
  json: z.object({ param: nonEmptyText, banners: z.record(z.string(), z.string()), default: z.optional(z.string()) }),
  jsonRequired: true,
});
