import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { z } from '../../shared/zod.ts';
import { CancelWarning, type WarningCardJson } from './cancel-warning.tsx';
import styles from './cancel-warning.css';

export const { mount } = defineWidget<Record<string, never>, WarningCardJson>({
  options: {
    // Contract: JSON {title, subscription_state}, both optional (the card has a default title).
    json: z.object({ title: z.optional(z.string().check(z.trim(), z.minLength(1))), subscription_state: z.optional(z.string()) }),
  },
  styles,
  Component: CancelWarning,
});
