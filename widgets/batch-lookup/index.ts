import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { BatchLookup } from './batch-lookup.tsx';
import styles from './batch-lookup.css';

export const { mount } = defineWidget({ styles, Component: BatchLookup });
