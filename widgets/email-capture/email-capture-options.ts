// Contract section 5: the email-popup form config (spec section 3) as data-* attributes.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { defineOptions, oneOf, text, wholeNumber } from '../../shared/widget-options.ts';
import { DEFAULT_DAYS_UNTIL_CAN_SHOW_AGAIN } from './display-rules.ts';
import type { PopupOn } from './display-triggers.ts';

export const emailCaptureOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    // The one option it cannot work without: the marketing tool's form.
    'data-form-id': { ...text('the form id, e.g. "XyZ123"'), required: true },
    'data-display-type': { ...oneOf('MODAL', 'SECTION'), default: 'MODAL' },
    'data-popup-on': { ...oneOf<PopupOn>('PAGE_LOAD', 'SCROLL_DEPTH_HIT', 'EXIT_INTENT'), default: 'PAGE_LOAD' },
    'data-delay': { ...wholeNumber(0, 600), default: '0' },
    'data-days-until-can-show-again': { ...wholeNumber(0, 3650), default: String(DEFAULT_DAYS_UNTIL_CAN_SHOW_AGAIN) },
    'data-feature-flag-id': text('a feature flag name'),
    'data-feature-flag-value': text('the flag value that shows the form'),
  },
});
