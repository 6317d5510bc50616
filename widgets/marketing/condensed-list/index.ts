import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { condensedListOptions } from './condensed-list-options.ts';
import { CondensedList } from './condensed-list.tsx';
import styles from './condensed-list.css';

export const { mount } = defineWidget({ options: condensedListOptions, styles: [styles], Component: CondensedList });
