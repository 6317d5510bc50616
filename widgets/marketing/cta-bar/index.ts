import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { ctaBarOptions } from './cta-bar-options.ts';
import { CtaBar } from './cta-bar.tsx';
import styles from './cta-bar.css';

export const { mount } = defineWidget({ options: ctaBarOptions, styles, Component: CtaBar });
