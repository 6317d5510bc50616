// The placeholder's options: data-variant, and the spec's content-block fields as JSON.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { imageSrcField, richText, sitePathField as sitePath } from '../../shared/content-fields.ts';
import { defineOptions, oneOf } from '../../shared/widget-options.ts';
import { z } from '../../shared/zod.ts';

export type Variant = 'a' | 'b' | 'date';
const THEMES = ['light-grey', 'white', 'pink'] as const;

const price = z.union([z.number(), z.string()]);

const contentBlock = z.object({
  title: z.optional(z.string()),
  theme: z.optional(z.enum(THEMES)),
  continue_to_path: sitePath,
  no_thanks_path: z.optional(sitePath),
  product: z.optional(z.string()),
  hide_banner_if_product_not_in_basket: z.optional(z.boolean()),
  param_discount_code: z.optional(z.string()),
  param_quantity: z.optional(z.int().check(z.minimum(1))),
  param_cadence: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  card_title: z.optional(z.string()),
  card_images: z.optional(z.array(z.object({ image: imageSrcField, alt: z.string() }))),
  card_price_prefix: z.optional(z.string()),
  card_price: z.optional(price),
  card_sale_price: z.optional(price),
  card_tag: z.optional(z.string()),
  card_subscription_details: z.optional(z.string()),
  card_add_cta_text: z.optional(z.string()),
  card_remove_cta_text: z.optional(z.string()),
  card_continue_without_product_cta_text: z.optional(z.string()),
  card_footer: z.optional(richText),
  icons: z.optional(z.array(z.object({ image: imageSrcField, title: z.string() }))),
});

export type LitterContent = z.infer<typeof contentBlock>;

export const litterOptions = defineOptions({
  attributes: { 'data-variant': { ...oneOf<Variant>('a', 'b', 'date'), default: 'a' }, 'data-heading-level': headingLevelAttribute },
  json: contentBlock,
  jsonRequired: true,
  // The theme only changes looks: an unknown one falls back to light-grey with a console message.
  jsonLooks: ['theme'],
});
