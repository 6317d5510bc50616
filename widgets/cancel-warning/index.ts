import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { text, wholeNumber } from '../../shared/widget-options.ts';
import { z } from '../../shared/zod.ts';
import { CancelWarning, type CancelWarningAttributes, type WarningCardJson } from './cancel-warning.tsx';
import styles from './cancel-warning.css';

export const { mount } = defineWidget<CancelWarningAttributes, WarningCardJson>({
  options: {
    attributes: {
      'data-subscription-id': wholeNumber(0, Number.MAX_SAFE_INTEGER),
      'data-cat-name': text("the cat's name"),
    },
    // Contract: JSON {title, subscription_state}, both optional (the card has a default title).
    json: z.object({ title: z.optional(z.string().check(z.trim(), z.minLength(1))), subscription_state: z.optional(z.string()) }),
  },
  styles,
  Component: CancelWarning,
});
