// Contract section 5: data-variant, and the optional support contacts (each shown only when
// given); catName comes from the page query.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { defineOptions, oneOf } from '../../shared/widget-options.ts';
import { supportEmail, supportPhone, type Variant } from './pre-cancellation-content.ts';

export const preCancellationOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    'data-variant': { ...oneOf<Variant>('default', 'still-switching'), default: 'default' },
    'data-support-phone': supportPhone,
    'data-support-email': supportEmail,
  },
});
