import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { litterOptions } from './litter-trial-options.ts';
import { LitterTrial } from './litter-trial.tsx';
import styles from './litter-trial.css';

export const { mount } = defineWidget({ options: litterOptions, styles: [styles], Component: LitterTrial });
