// The one busy guard for a widget's actions (order, apply discount, sign up): spec
// states ready, processing, complete, error. At most one run is ever in flight however fast
// the clicks come (a ref, not state, so two clicks in one frame still start one run); after a
// success none can start again (the page is leaving); a failure is logged and ends in 'error',
// from which the visitor can try again.
import { useRef, useState } from 'react';
import { useWidget } from './widget-context.tsx';
import { logError } from '../log.ts';

export type ActionState = 'ready' | 'processing' | 'complete' | 'error';

export interface ActionSpec<T, A extends unknown[]> {
  /** What failed, for the console: "Couldn't checkout". */
  failure: string;
  /** The work, given start()'s arguments; what it returns goes to onDone (the delivery date ordered), so later changes can't leak in. */
  run(...args: A): Promise<T>;
  onDone(result: T): void;
  onError?(error: unknown): void;
}

export function useAction<T, A extends unknown[] = []>(spec: ActionSpec<T, A>) {
  const { widget } = useWidget();
  const [state, setState] = useState<ActionState>('ready');
  const busy = useRef(false);

  async function start(...args: A): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState('processing');
    let result: T;
    try {
      result = await spec.run(...args);
    } catch (error) {
      logError(widget, `${spec.failure}:`, error);
      busy.current = false;
      setState('error');
      spec.onError?.(error);
      return;
    }
    setState('complete');
    spec.onDone(result);
  }

  return { state, start };
}
