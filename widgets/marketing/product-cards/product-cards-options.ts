// Contract 5.1 product-cards: a JSON list of cards [{title, tagline?, description?, details? (rich),
// image, gallery?, hoverMedia?, tag?, link?, ctas?, ctaAction?, faqs?}]. `link` is read as the site
// path /{link}. A CTA's `color` and `design` only change looks: an unknown one is dropped with a
// console message naming its place ([0].ctas[1].color) and the default used (jsonLooks works at
// any depth), so one typo does not take the whole block down.
import { headingLevelAttribute } from '../../../shared/heading-level.ts';
import { imageField, nonEmptyText, productLinkField, richText, sitePathField } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

/** The fixed palette a CTA's `color` names (never raw CSS): each is a class in product-cards.css. */
const CTA_COLOURS = ['green', 'pink', 'black'] as const;

const cta = z.object({
  id: z.string(),
  to: z.optional(sitePathField),
  name: nonEmptyText,
  color: z.optional(z.enum(CTA_COLOURS)),
  design: z.optional(z.enum(['primary', 'secondary'])),
  testId: z.optional(z.string()),
});

const card = z
  .object({
    title: nonEmptyText,
    tagline: z.optional(z.string()),
    description: z.optional(z.string()),
    details: z.optional(richText),
    image: imageField,
    gallery: z.optional(z.array(imageField)),
    hoverMedia: z.optional(imageField),
    tag: z.optional(z.string()),
    link: z.optional(productLinkField),
    ctas: z.optional(z.array(cta)),
    ctaAction: z.optional(z.enum(['modal', 'link'])),
    faqs: z.optional(z.array(z.object({ question: nonEmptyText, answer: richText }))),
  })
  .check(
    // "link" (the default): a CTA goes to its `to`, else to /{link}; with neither it goes nowhere.
    z.superRefine((product, context) => {
      if (product.ctaAction === 'modal') return;
      product.ctas?.forEach((button, index) => {
        if (button.to !== undefined || product.link !== undefined) return;
        context.addIssue({ code: 'custom', message: 'expected "to", a "link" on its card, or ctaAction "modal"', path: ['ctas', index], input: button });
      });
    }),
  );

export type ProductCard = z.infer<typeof card>;
export type ProductCta = z.infer<typeof cta>;

export const productCardsOptions = defineOptions({
  attributes: { 'data-heading-level': headingLevelAttribute },
  json: z.array(card),
  jsonRequired: true,
  jsonLooks: ['color', 'design'],
});
