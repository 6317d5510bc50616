import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { emailCaptureOptions } from './email-capture-options.ts';
import { EmailCapture } from './email-capture.tsx';
import styles from './email-capture.css';

export const { mount } = defineWidget({ options: emailCaptureOptions, styles, Component: EmailCapture });
