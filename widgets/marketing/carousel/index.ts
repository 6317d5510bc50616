import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { carouselOptions } from './carousel-options.ts';
import { CarouselBlock } from './carousel.tsx';
import styles from './carousel.css';

export const { mount } = defineWidget({ options: carouselOptions, styles, Component: CarouselBlock });
