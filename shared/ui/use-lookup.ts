// The one way a widget loads data: a loading state, the failure logged and shown, retry, a
// newer load cancelling the older one (its request is aborted), and no state set after
// unmount or by a late reply. `useLookupOn` loads when its inputs change (a page's offer once
// the token is there); `useLookup().start` loads on demand (a search).
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { useWidget } from './widget-context.tsx';
import { logError } from '../log.ts';

export type LookupState<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; error: unknown };

/** A load takes the signal that cancels it and passes it to request(). */
export type Load<T> = (signal: AbortSignal) => Promise<T>;

export interface Lookup<T> {
  state: LookupState<T>;
  /** Starts a load, cancelling the one in flight; with a key, a repeat of the loading key does nothing. */
  start(load: Load<T>, key?: string): void;
  /** Runs the last load again (Try again). */
  retry(): void;
  /** Cancels any load and goes back to idle. */
  cancel(): void;
}

interface InFlight<T> {
  controller: AbortController;
  load: Load<T>;
  key: string | undefined;
  settled: boolean;
}

/** `failure` says what failed, for the console: "the discount estimate failed". */
export function useLookup<T>(failure: string): Lookup<T> {
  const { widget } = useWidget();
  const [state, setState] = useState<LookupState<T>>({ kind: 'idle' });
  const current = useRef<InFlight<T> | null>(null);

  const cancel = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
    setState({ kind: 'idle' });
  }, []);

  const start = useCallback(
    (load: Load<T>, key?: string) => {
      const running = current.current;
      if (key !== undefined && running && !running.settled && running.key === key) return;
      running?.controller.abort();
      const flight: InFlight<T> = { controller: new AbortController(), load, key, settled: false };
      current.current = flight;
      setState({ kind: 'loading' });
      const settle = (next: LookupState<T>) => {
        flight.settled = true;
        if (current.current === flight && !flight.controller.signal.aborted) setState(next);
      };
      load(flight.controller.signal).then(
        (value) => settle({ kind: 'done', value }),
        (error: unknown) => {
          if (flight.controller.signal.aborted) return;
          logError(widget, `${failure}:`, error);
          settle({ kind: 'failed', error });
        },
      );
    },
    [widget, failure],
  );

  const retry = useCallback(() => {
    if (current.current) start(current.current.load);
  }, [start]);

  // Unmounted: abort what is in flight; its reply sets nothing.
  useEffect(() => () => current.current?.controller.abort(), []);

  return { state, start, retry, cancel };
}

/** Loads whenever `deps` change and a load is given; idle while `load` is undefined (no token yet). */
export function useLookupOn<T>(failure: string, load: Load<T> | undefined, deps: DependencyList): Lookup<T> {
  const lookup = useLookup<T>(failure);
  const { start, cancel } = lookup;
  useEffect(() => {
    if (load) start(load);
    else cancel();
    // The caller's deps say when the load changes; the load itself is a new closure each render.
  }, [start, cancel, ...deps]);
  return lookup;
}
