// What the sticky CTA shows, from the contract's flags. Pure, so every combination is tested.
import type { StickyCtaContent } from './sticky-cta-options.ts';

/** hidden: nothing renders (the widget is still ready); loading and disabled: a disabled button. */
export type CtaState = 'hidden' | 'loading' | 'disabled' | 'ready';

export function ctaState({ disabled, hide_if_disabled, state }: Pick<StickyCtaContent, 'disabled' | 'hide_if_disabled' | 'state'>): CtaState {
  if (disabled && hide_if_disabled) return 'hidden';
  // Loading disables the CTA but does not hide it: the spinner is what the visitor should see.
  if (state === 'loading') return 'loading';
  return disabled ? 'disabled' : 'ready';
}
