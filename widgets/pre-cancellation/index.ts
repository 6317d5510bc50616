import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { preCancellationOptions } from './pre-cancellation-options.ts';
import { PreCancellation } from './pre-cancellation.tsx';
import carouselSheet from '../../shared/ui/carousel.css';
import styles from './pre-cancellation.css';

export const { mount } = defineWidget({ options: preCancellationOptions, styles: [carouselSheet, styles], Component: PreCancellation });
