import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { tooltipOptions } from './tooltip-options.ts';
import { Tooltip } from './tooltip.tsx';
import styles from './tooltip.css';

export const { mount } = defineWidget({ options: tooltipOptions, styles: [styles], Component: Tooltip });
