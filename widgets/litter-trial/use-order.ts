// Spec "Order button": ready, processing, complete. At most one checkout is ever in flight,
// however fast the clicks come; after success no second order can start. A failure is logged
// as "Couldn't checkout" and ends in 'error', from which the visitor can try again.
import { useRef, useState } from 'react';

export type OrderState = 'ready' | 'processing' | 'complete' | 'error';

/** checkout returns what onPlaced needs (the delivery date ordered), so a later change can't leak in. */
export function useOrder<T>(checkout: () => Promise<T>, onPlaced: (placed: T) => void) {
  const [state, setState] = useState<OrderState>('ready');
  const busy = useRef(false);

  async function place(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState('processing');
    let placed: T;
    try {
      placed = await checkout();
    } catch (error) {
      console.error("katkin: litter-trial: Couldn't checkout", error);
      busy.current = false;
      setState('error');
      return;
    }
    setState('complete');
    onPlaced(placed);
  }

  return { state, place };
}
