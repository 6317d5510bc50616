import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { accordionOptions } from './accordion-options.ts';
import { Accordion } from './accordion.tsx';
import styles from './accordion.css';

export const { mount } = defineWidget({ options: accordionOptions, styles: [styles], Component: Accordion });
