// The complete state: both prices a day, the outcome sentence and the meat claim.
import { formatPounds } from '../../shared/format/money.ts';
import { outcomeSentence, type PriceComparison } from './price-outcome.ts';

export function ComparisonResult({ comparison, brand }: { comparison: PriceComparison; brand: string }) {
  return (
    <div className="comparison-result" data-outcome={comparison.category}>
      <dl className="comparison-prices">
        <div>
          <dt>KatKin</dt>
          <dd>{formatPounds(comparison.oursPerDay)} a day</dd>
        </div>
        {comparison.competitorPerDay !== undefined && (
          <div>
            <dt>{brand}</dt>
            <dd>{formatPounds(comparison.competitorPerDay)} a day</dd>
          </div>
        )}
      </dl>
      <p className="comparison-outcome">{outcomeSentence(comparison.difference, brand)}</p>
      {comparison.claim && <p className="comparison-claim">{comparison.claim}</p>}
      <p className="comparison-note">
        Prices for a typical cat of this age on our saver plan; other brands&apos; prices are estimates.
      </p>
    </div>
  );
}
