import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { stickyCtaOptions } from './sticky-cta-options.ts';
import { StickyCta } from './sticky-cta.tsx';
import styles from './sticky-cta.css';

export const { mount } = defineWidget({ options: stickyCtaOptions, styles, Component: StickyCta });
