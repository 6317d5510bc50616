import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { trustRatingOptions } from './trust-rating-options.ts';
import { TrustRating } from './trust-rating.tsx';
import ratingStarsSheet from '../../../shared/ui/rating-stars.css';
import styles from './trust-rating.css';

export const { mount } = defineWidget({ options: trustRatingOptions, styles: [ratingStarsSheet, styles], Component: TrustRating });
