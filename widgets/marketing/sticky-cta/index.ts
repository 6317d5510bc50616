import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { stickyCtaOptions } from './sticky-cta-options.ts';
import { StickyCta } from './sticky-cta.tsx';
import ratingStarsSheet from '../../../shared/ui/rating-stars.css';
import bottomBarSheet from '../../../shared/ui/bottom-bar.css';
import styles from './sticky-cta.css';

export const { mount } = defineWidget({ options: stickyCtaOptions, styles: [ratingStarsSheet, bottomBarSheet, styles], Component: StickyCta });
