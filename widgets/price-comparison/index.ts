import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { priceComparisonOptions } from './price-comparison-options.ts';
import { PriceComparison } from './price-comparison.tsx';
import styles from './price-comparison.css';

export const { mount } = defineWidget({ options: priceComparisonOptions, styles, Component: PriceComparison });
