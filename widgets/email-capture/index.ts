import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { emailCaptureOptions } from './email-capture-options.ts';
import { EmailCapture } from './email-capture.tsx';
import textFieldSheet from '../../shared/ui/text-field.css';
import dialogSheet from '../../shared/ui/dialog.css';
import styles from './email-capture.css';

export const { mount } = defineWidget({ options: emailCaptureOptions, styles: [textFieldSheet, dialogSheet, styles], Component: EmailCapture });
