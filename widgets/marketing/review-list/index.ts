import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { reviewListOptions } from './review-list-options.ts';
import { ReviewList } from './review-list.tsx';
import ratingStarsSheet from '../../../shared/ui/rating-stars.css';
import styles from './review-list.css';

export const { mount } = defineWidget({ options: reviewListOptions, styles: [ratingStarsSheet, styles], Component: ReviewList });
