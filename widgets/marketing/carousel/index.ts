import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { carouselOptions } from './carousel-options.ts';
import { CarouselBlock } from './carousel.tsx';
import carouselSheet from '../../../shared/ui/carousel.css';
import styles from './carousel.css';

export const { mount } = defineWidget({ options: carouselOptions, styles: [carouselSheet, styles], Component: CarouselBlock });
