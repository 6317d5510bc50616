import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { trustRatingOptions } from './trust-rating-options.ts';
import { TrustRating } from './trust-rating.tsx';
import styles from './trust-rating.css';

export const { mount } = defineWidget({ options: trustRatingOptions, styles, Component: TrustRating });
