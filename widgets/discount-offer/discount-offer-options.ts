// Contract section 5: data-discount-code; subscriptionId (and catName) from the page query,
// or from these attributes on pages without one; the cancellation form's answers as attributes.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { catNameAttribute, subscriptionIdAttribute } from '../../shared/subscription-id.ts';
import { defineOptions, oneOf, text } from '../../shared/widget-options.ts';
import { CANCELLATION_REASONS } from './discount-rules.ts';

export const discountOfferOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    // Not required here: the spec wants a missing code to put the page in its error state.
    'data-discount-code': text('the discount code to offer, e.g. "STAY20"'),
    'data-subscription-id': subscriptionIdAttribute,
    'data-cat-name': catNameAttribute,
    'data-cat-sex': text('the cat\'s sex from the cancellation form ("BOY" or "GIRL")'),
    'data-cancellation-primary': oneOf(...CANCELLATION_REASONS),
  },
});
