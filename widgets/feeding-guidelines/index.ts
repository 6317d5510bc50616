import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { wholeNumber } from '../../shared/widget-options.ts';
import { FeedingGuidelines, type FeedingOptions } from './feeding-guidelines.tsx';
import styles from './feeding-guidelines.css';

export const { mount } = defineWidget<FeedingOptions>({
  options: { attributes: { 'data-kcal-per-tray': wholeNumber(50, 1000) } },
  styles,
  Component: FeedingGuidelines,
});
