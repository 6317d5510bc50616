import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { cancelWarningOptions } from './cancel-warning-options.ts';
import { CancelWarning } from './cancel-warning.tsx';
import styles from './cancel-warning.css';

export const { mount } = defineWidget({ options: cancelWarningOptions, styles: [styles], Component: CancelWarning });
