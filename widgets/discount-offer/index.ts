import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { discountOfferOptions } from './discount-offer-options.ts';
import { DiscountOffer } from './discount-offer.tsx';
import styles from './discount-offer.css';

export const { mount } = defineWidget({ options: discountOfferOptions, styles: [styles], Component: DiscountOffer });
