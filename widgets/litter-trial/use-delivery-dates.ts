// Loads the offered dates once, picks the default by the spec's rule, and lets the visitor change it.
// A failed lookup is logged and leaves the date empty, so every action stays disabled.
import { useCallback, useEffect, useState } from 'react';
import type { KatkinStore } from '../../shared/store-types.ts';
import { defaultDeliveryDate, type DeliveryDateOption } from './delivery-date-rule.ts';
import { fetchDeliveryDates } from './litter-api.ts';

export type DatesStatus = 'loading' | 'ready' | 'failed';

export interface DeliveryDates {
  status: DatesStatus;
  options: DeliveryDateOption[];
  selected: string | undefined;
  select(date: string): void;
  retry(): void;
}

export function useDeliveryDates(store: KatkinStore, urlDate: string | undefined): DeliveryDates {
  const [status, setStatus] = useState<DatesStatus>('loading');
  const [options, setOptions] = useState<DeliveryDateOption[]>([]);
  const [selected, setSelected] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    fetchDeliveryDates(store).then(
      (offered) => {
        if (!live) return;
        setOptions(offered);
        setSelected(defaultDeliveryDate(offered, urlDate));
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        console.error("katkin: litter-trial: Couldn't load delivery dates", error);
        setOptions([]);
        setSelected(undefined);
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [store, urlDate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, options, selected, select: setSelected, retry };
}
