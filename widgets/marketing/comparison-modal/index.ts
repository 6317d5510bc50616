import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { comparisonModalOptions } from './comparison-modal-options.ts';
import { ComparisonModal } from './comparison-modal.tsx';
import dialogSheet from '../../../shared/ui/dialog.css';
import styles from './comparison-modal.css';

export const { mount } = defineWidget({ options: comparisonModalOptions, styles: [dialogSheet, styles], Component: ComparisonModal });
