import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { oneOf, text, wholeNumber } from '../../shared/widget-options.ts';
import { EmailCapture, type EmailCaptureAttributes } from './email-capture.tsx';
import styles from './email-capture.css';

export const { mount } = defineWidget<EmailCaptureAttributes>({
  options: {
    attributes: {
      'data-form-id': { ...text('the form id, e.g. "XyZ123"'), required: true },
      'data-display-type': oneOf('MODAL', 'SECTION'),
      'data-popup-on': oneOf('PAGE_LOAD', 'SCROLL_DEPTH_HIT', 'EXIT_INTENT'),
      'data-delay': wholeNumber(0, 600),
      'data-days-until-can-show-again': wholeNumber(0, 3650),
      'data-feature-flag-id': text('a feature flag name'),
      'data-feature-flag-value': text('the flag value that shows the form'),
    },
  },
  styles,
  Component: EmailCapture,
});
