// The button that places the order (Place order, Buy now) with its states. While processing it
// stays focusable (aria-disabled) so a keyboard user keeps their place; the order hook ignores
// the extra presses. Progress is announced; a failure shows why and how to go on.
import { Spinner } from '../../shared/ui/spinner.tsx';
import { CHECKOUT_FAILED, ORDER_PLACED, PLACING_ORDER } from './litter-texts.ts';
import type { ActionState } from '../../shared/ui/use-action.ts';

export interface OrderButtonProps {
  label: string;
  state: ActionState;
  /** Until a delivery date is chosen. */
  disabled: boolean;
  describedBy?: string;
  onPress(): void;
}

export function OrderButton({ label, state, disabled, describedBy, onPress }: OrderButtonProps) {
  const busy = state === 'processing' || state === 'complete';
  return (
    <div className="litter-order" data-order-state={state}>
      {state === 'error' && (
        <p className="katkin-error-box" part="error" role="alert">
          {CHECKOUT_FAILED}
        </p>
      )}
      <button
        type="button"
        className="katkin-button litter-order-button"
        part="button button-primary"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-describedby={describedBy}
        onClick={busy ? undefined : onPress}
      >
        {state === 'processing' && <Spinner />} {label}
      </button>
      <p role="status" className="litter-order-status">
        {state === 'processing' ? PLACING_ORDER : state === 'complete' ? ORDER_PLACED : ''}
      </p>
    </div>
  );
}
