// Loads the offered dates once, picks the default by the spec's rule, and lets the visitor change it.
// Spec "Failed delivery date lookup: logged; date stays empty so actions stay disabled".
import { useState } from 'react';
import { useLookupOn } from '../../shared/ui/use-lookup.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { getLitterTrialDeliveryDates, type DeliveryDateOption } from '../../shared/api/litter-actions.ts';
import { defaultDeliveryDate } from './delivery-date-rule.ts';

type DatesStatus = 'loading' | 'ready' | 'failed';

export interface DeliveryDates {
  status: DatesStatus;
  options: DeliveryDateOption[];
  selected: string | undefined;
  select(date: string): void;
  retry(): void;
}

export function useDeliveryDates(urlDate: string | undefined): DeliveryDates {
  const { store } = useWidget();
  const lookup = useLookupOn("Couldn't load delivery dates", (signal) => getLitterTrialDeliveryDates(store.api, signal), [store]);
  const [chosen, setChosen] = useState<string>();
  const { state } = lookup;
  const options = state.kind === 'done' ? state.value : [];
  const status: DatesStatus = state.kind === 'done' ? 'ready' : state.kind === 'failed' ? 'failed' : 'loading';
  const selected = state.kind === 'done' ? (chosen ?? defaultDeliveryDate(options, urlDate)) : undefined;
  return { status, options, selected, select: setChosen, retry: lookup.retry };
}
