import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { oneOf } from '../../shared/widget-options.ts';
import { PreCancellation, type PreCancellationAttributes } from './pre-cancellation.tsx';
import styles from './pre-cancellation.css';
import { supportEmail, supportPhone } from './pre-cancellation-content.ts';

export const { mount } = defineWidget<PreCancellationAttributes>({
  options: {
    attributes: {
      'data-variant': oneOf('default', 'still-switching'),
      'data-support-phone': supportPhone,
      'data-support-email': supportEmail,
    },
  },
  styles,
  Component: PreCancellation,
});
