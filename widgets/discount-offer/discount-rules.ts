// The discount offer page's rules: which subscription, where applying leads, and the words
// that depend on the estimate and the cancellation form answers. Pure: no DOM, no React.
import { formatPercentNumber } from '../../shared/format/percent.ts';
import { withQuery } from '../../shared/site-routes.ts';

/** Spec routes. A bare failed page when the subscriptionId is missing or not numeric. */
const APPLIED_ROUTE = '/discounts/applied';
export const FAILED_ROUTE = '/discounts/failed';

export interface Outcome {
  catName?: string;
  catSex?: CatSex;
  percentage: number;
}

/** /discounts/applied?cat=&discountPercentage=&catSex= (each only when known). */
export function appliedRoute({ catName, catSex, percentage }: Outcome): string {
  return withQuery(APPLIED_ROUTE, { cat: catName, discountPercentage: percentage, catSex });
}

/** /discounts/failed?cat=&discountPercentage=&catSex=&discountCode= (each only when known). */
export function failedRoute({ catName, catSex, percentage }: Outcome, discountCode: string): string {
  return withQuery(FAILED_ROUTE, { cat: catName, discountPercentage: percentage, catSex, discountCode });
}

/** Spec: the 'Get N% OFF' button. */
export function applyButtonLabel(percentage: number): string {
  return `Get ${formatPercentNumber(percentage)}% OFF`;
}

export type CancellationReason = 'NOT_EATING' | 'TOO_EXPENSIVE' | 'SUB_DOESNT_WORK';
export const CANCELLATION_REASONS: CancellationReason[] = ['NOT_EATING', 'TOO_EXPENSIVE', 'SUB_DOESNT_WORK'];

/** Contract section 5: the cancellation form's catSex. */
export type CatSex = 'BOY' | 'GIRL';

/** catSex from the page query or data-cat-sex: BOY or GIRL in any case, spaces around allowed. */
export function parseCatSex(text: string): CatSex | undefined {
  const upper = text.trim().toUpperCase();
  return upper === 'BOY' || upper === 'GIRL' ? upper : undefined;
}

/** cancellationPrimary from the page query: one of the spec's three reasons, exactly. */
export function parseCancellationReason(text: string): CancellationReason | undefined {
  return CANCELLATION_REASONS.find((reason) => reason === text);
}

/** Spec "catSex (BOY, otherwise she)". */
export function possessive(catSex: CatSex | undefined): 'his' | 'her' {
  return catSex === 'BOY' ? 'his' : 'her';
}

/** Our wording (the spec gives none): one line that answers the reason given for cancelling. */
export function offerIntro(catName: string | undefined, catSex: CatSex | undefined, reason: CancellationReason | undefined): string {
  const cat = catName ?? 'your cat';
  const their = possessive(catSex);
  switch (reason) {
    case 'TOO_EXPENSIVE':
      return `We'd hate price to come between ${cat} and fresh food, so here is a discount on ${their} next box.`;
    case 'NOT_EATING':
      return `Going through a fussy phase? Try a new mix of recipes for ${cat}, with a discount on ${their} next box.`;
    case 'SUB_DOESNT_WORK':
      return `We can fit the plan around you. Stay, and ${cat}'s next box costs less.`;
    default:
      return `Keep ${cat} on fresh food, with a discount on ${their} next box.`;
  }
}
