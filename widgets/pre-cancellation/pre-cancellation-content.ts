// The pre-cancellation page's words and links. Pure. The headings are the
// spec's ('Can we help?', 'Still switching?'); the help texts and testimonials are ours.
import { chainQuery } from '../../shared/site-routes.ts';

export type Variant = 'default' | 'still-switching';

const DELAY_ROUTE = '/manage-plan/delay';
export const ARTICLE_ROUTE = '/articles/how-to-change-cat-food';

export interface VariantContent {
  heading: string;
  intro: string;
}

/** catName comes from the query; the spec's default wording is 'Your cat'. */
export function variantContent(variant: Variant, catName: string | undefined): VariantContent {
  const cat = catName ?? 'Your cat';
  if (variant === 'still-switching') {
    return {
      heading: 'Still switching?',
      intro: `${cat} may need a little longer to get used to fresh food: most cats settle in within two weeks. A short delay or a slower switch often helps.`,
    };
  }
  return {
    heading: 'Can we help?',
    intro: `${cat} deserves food that fits your life as well as theirs. Before you cancel, see if one of these helps.`,
  };
}

/** The delay button keeps every query parameter of the page (spec). */
export function delayRoute(pageSearch: string): string {
  return chainQuery(DELAY_ROUTE, pageSearch);
}

export interface Testimonial {
  quote: string;
  author: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'Our fussy boy took ten days to come round to fresh. Now he waits by the fridge.', author: 'Priya, Leeds' },
  { quote: 'We delayed a box while we were away and picked up again without any fuss.', author: 'Tom, Bristol' },
  { quote: 'Switching slowly, a spoonful at a time, made all the difference for our old girl.', author: 'Hannah, Glasgow' },
];

/** tel: link target: digits and a leading + only; the "(0)" of "+44 (0)161" is not dialled from abroad. */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+');
  const digits = (international ? phone.replace(/\(0\)/g, '') : phone).replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}
