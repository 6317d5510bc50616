// The pre-cancellation page's words, links and option checks. Pure. The headings are the
// spec's ('Can we help?', 'Still switching?'); the help texts and testimonials are ours.
import { chainQuery } from '../../shared/site-routes.ts';
import type { AttributeSpec } from '../../shared/widget-options.ts';

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

/** A UK phone number as written for people: digits, spaces, brackets, dashes, an optional +; 10 to 13 digits. */
export const supportPhone: AttributeSpec<string> = {
  kind: 'text',
  expected: 'a phone number such as "0161 123 4567" or "+44 161 123 4567"',
  parse(text) {
    if (!/^\+?[\d\s()-]+$/.test(text)) return undefined;
    const digits = text.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 13 ? text : undefined;
  },
};

export const supportEmail: AttributeSpec<string> = {
  kind: 'text',
  expected: 'an email address such as "help@example.co.uk"',
  // Letters, digits and . _ + ' - before the @, a domain after it: nothing that would mean more
  // than an address in its mailto: link (?cc=, ?body=, #, %-escapes).
  parse: (text) => (/^[\w.+'-]+@[a-z\d-]+(?:\.[a-z\d-]+)+$/i.test(text) ? text : undefined),
};

/** tel: link target: digits and a leading + only; the "(0)" of "+44 (0)161" is not dialled from abroad. */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+');
  const digits = (international ? phone.replace(/\(0\)/g, '') : phone).replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}
