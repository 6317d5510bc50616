import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { ctaBarOptions } from './cta-bar-options.ts';
import { CtaBar } from './cta-bar.tsx';
import ratingStarsSheet from '../../../shared/ui/rating-stars.css';
import bottomBarSheet from '../../../shared/ui/bottom-bar.css';
import styles from './cta-bar.css';

export const { mount } = defineWidget({ options: ctaBarOptions, styles: [ratingStarsSheet, bottomBarSheet, styles], Component: CtaBar });
