import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { oneOf, text, wholeNumber } from '../../shared/widget-options.ts';
import { DiscountOffer, type DiscountOfferAttributes } from './discount-offer.tsx';
import styles from './discount-offer.css';
import { CANCELLATION_REASONS } from './discount-rules.ts';

export const { mount } = defineWidget<DiscountOfferAttributes>({
  options: {
    attributes: {
      // Not required here: the spec wants a missing code to put the page in its error state.
      'data-discount-code': text('the discount code to offer, e.g. "STAY20"'),
      'data-subscription-id': wholeNumber(0, Number.MAX_SAFE_INTEGER),
      'data-cat-name': text("the cat's name from the cancellation form"),
      'data-cat-sex': text('the cat\'s sex from the cancellation form ("BOY" or "GIRL")'),
      'data-cancellation-primary': oneOf(...CANCELLATION_REASONS),
    },
  },
  styles,
  Component: DiscountOffer,
});
