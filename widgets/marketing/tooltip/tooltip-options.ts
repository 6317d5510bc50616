// Contract 5.1 tooltip: JSON {label, text}, both plain text.
import { nonEmptyText } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const tooltipOptions = defineOptions({
  json: z.object({ label: nonEmptyText, text: nonEmptyText }),
  jsonRequired: true,
});
