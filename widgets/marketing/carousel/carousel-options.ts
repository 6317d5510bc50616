// Contract 5.1 carousel: data-kind (required; the contract names it) chooses the slides' shape in
// the JSON {slides: [...]}: social {image, caption?, link?}, team {name, role?, image?}, message
// {text}, testimonial {quote, author}. A social `link` may be an http(s) URL (external).
import { imageField, nonEmptyText, siteOrExternalLinkField } from '../../../shared/content-fields.ts';
import { defineOptions, oneOf } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

const slideSchemas = {
  social: z.object({ image: imageField, caption: z.optional(z.string()), link: z.optional(siteOrExternalLinkField) }),
  team: z.object({ name: nonEmptyText, role: z.optional(z.string()), image: z.optional(imageField) }),
  message: z.object({ text: nonEmptyText }),
  testimonial: z.object({ quote: nonEmptyText, author: nonEmptyText }),
};

export type CarouselKind = keyof typeof slideSchemas;
export type Slide<K extends CarouselKind> = z.infer<(typeof slideSchemas)[K]>;
type CarouselJson = { slides: Slide<CarouselKind>[] };

export const carouselOptions = defineOptions({
  attributes: { 'data-kind': { ...oneOf<CarouselKind>('social', 'team', 'message', 'testimonial'), required: true } },
  jsonFor: ({ 'data-kind': kind }): z.ZodMiniType<CarouselJson> | undefined => kind && z.object({ slides: z.array(slideSchemas[kind]) }),
  jsonRequired: true,
});
