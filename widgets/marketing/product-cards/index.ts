import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { productCardsOptions } from './product-cards-options.ts';
import { ProductCards } from './product-cards.tsx';
import styles from './product-cards.css';

export const { mount } = defineWidget({ options: productCardsOptions, styles, Component: ProductCards });
