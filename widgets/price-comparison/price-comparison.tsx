// The price comparison section, gated by the price-calculator flag: it appears or disappears
// as soon as the host changes flags. Rendering nothing still counts as the first render, so
// the loader reports ready either way.
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { ComparisonForm } from './comparison-form.tsx';
import { priceComparisonShown } from './flag-gate.ts';

export function PriceComparison({ context }: WidgetProps<Record<string, never>, undefined>) {
  const flags = useStore(context.store.flags);
  return priceComparisonShown(flags) ? <ComparisonForm context={context} /> : null;
}
