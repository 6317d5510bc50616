// The price comparison section, gated by the price-calculator flag: it appears or disappears
// as soon as the host changes flags. Rendering nothing still counts as the first render, so
// the loader reports ready either way.
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { ComparisonForm } from './comparison-form.tsx';
import { priceComparisonShown } from './flag-gate.ts';

export function PriceComparison() {
  const flags = useStore(useWidget().store.flags);
  return priceComparisonShown(flags) ? <ComparisonForm /> : null;
}
