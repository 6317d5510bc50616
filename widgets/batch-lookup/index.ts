import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { batchLookupOptions } from './batch-lookup-options.ts';
import { BatchLookup } from './batch-lookup.tsx';
import styles from './batch-lookup.css';

export const { mount } = defineWidget({ options: batchLookupOptions, styles: [styles], Component: BatchLookup });
