import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { productCardsOptions } from './product-cards-options.ts';
import { ProductCards } from './product-cards.tsx';
import carouselSheet from '../../../shared/ui/carousel.css';
import dialogSheet from '../../../shared/ui/dialog.css';
import styles from './product-cards.css';

export const { mount } = defineWidget({ options: productCardsOptions, styles: [carouselSheet, dialogSheet, styles], Component: ProductCards });
