import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { PriceComparison } from './price-comparison.tsx';
import styles from './price-comparison.css';

export const { mount } = defineWidget({ styles, Component: PriceComparison });
