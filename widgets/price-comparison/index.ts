import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { priceComparisonOptions } from './price-comparison-options.ts';
import { PriceComparison } from './price-comparison.tsx';
import choiceFieldsSheet from '../../shared/ui/choice-fields.css';
import styles from './price-comparison.css';

export const { mount } = defineWidget({ options: priceComparisonOptions, styles: [choiceFieldsSheet, styles], Component: PriceComparison });
