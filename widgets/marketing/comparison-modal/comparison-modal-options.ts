// Contract 5.1 comparison-modal: JSON {button_text?, headers: {product, competitor: {title, image?,
// withLogo?}}, rows: [{product, competitor: {icon: "TICK" | "CROSS", body}}]}. Titles name the
// table's columns and the button names the dialog, so neither may be empty.
import { imageField, nonEmptyText } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

const header = z.object({ title: nonEmptyText, image: z.optional(imageField), withLogo: z.optional(z.boolean()) });
const verdict = z.object({ icon: z.enum(['TICK', 'CROSS']), body: z.string() });

const comparison = z.object({
  button_text: z.optional(nonEmptyText),
  headers: z.object({ product: header, competitor: header }),
  rows: z.array(z.object({ product: verdict, competitor: verdict })),
});

export type ComparisonHeader = z.infer<typeof header>;
export type Verdict = z.infer<typeof verdict>;

export const comparisonModalOptions = defineOptions({ json: comparison, jsonRequired: true });
