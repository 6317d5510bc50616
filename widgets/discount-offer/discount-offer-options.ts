// Contract section 5: data-discount-code; subscriptionId, catName, catSex and cancellationPrimary
// from the page query (the cancellation form's answers), each overridden by its attribute here.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { subscriptionIdAttribute } from '../../shared/subscription-id.ts';
import { defineOptions, oneOf, text } from '../../shared/widget-options.ts';
import { CANCELLATION_REASONS, parseCatSex } from './discount-rules.ts';

export const discountOfferOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    // Required, but checked by the widget: the spec wants a missing code to put the page in its error state.
    'data-discount-code': { ...text('the discount code to offer, e.g. "STAY20"'), required: 'by-widget' },
    'data-subscription-id': subscriptionIdAttribute,
    'data-cat-name': text("the cat's name"),
    'data-cat-sex': { kind: 'choice', values: ['BOY', 'GIRL'], expected: 'the cat\'s sex from the cancellation form ("BOY" or "GIRL")', parse: parseCatSex },
    'data-cancellation-primary': oneOf(...CANCELLATION_REASONS),
  },
});
