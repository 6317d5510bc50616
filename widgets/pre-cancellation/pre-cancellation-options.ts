// Contract section 5: data-variant, and the optional support contacts (each shown only when
// given); catName comes from the page query.
import { headingLevelAttribute } from '../../shared/heading-level.ts';
import { defineOptions, oneOf, type AttributeSpec } from '../../shared/widget-options.ts';
import type { Variant } from './pre-cancellation-content.ts';

/** A UK phone number as written for people: digits, spaces, brackets, dashes, an optional +; 10 to 13 digits. */
const supportPhone: AttributeSpec<string> = {
  kind: 'text',
  expected: 'a phone number such as "0161 123 4567" or "+44 161 123 4567"',
  parse(text) {
    if (!/^\+?[\d\s()-]+$/.test(text)) return undefined;
    const digits = text.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 13 ? text : undefined;
  },
};

const supportEmail: AttributeSpec<string> = {
  kind: 'text',
  expected: 'an email address such as "help@example.co.uk"',
  // Letters, digits and . _ + ' - before the @, a domain after it: nothing that would mean more
  // than an address in its mailto: link (?cc=, ?body=, #, %-escapes).
  parse: (text) => (/^[\w.+'-]+@[a-z\d-]+(?:\.[a-z\d-]+)+$/i.test(text) ? text : undefined),
};

export const preCancellationOptions = defineOptions({
  attributes: {
    'data-heading-level': headingLevelAttribute,
    'data-variant': { ...oneOf<Variant>('default', 'still-switching'), default: 'default' },
    'data-support-phone': supportPhone,
    'data-support-email': supportEmail,
  },
});
