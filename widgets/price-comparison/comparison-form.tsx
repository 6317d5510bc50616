// The comparison form: the spec's questions, its messages while answers are missing, Compare
// once they are complete, then processing and the result (states ready, processing, complete).
import { useState, type FormEvent } from 'react';
import { ACTIVITY_CHOICES, BODY_CONDITION_CHOICES, BREED_CHOICES, type Choice } from '../../shared/cat-profile-choices.ts';
import { KittenAgeFields, RadioGroup, SelectField } from '../../shared/ui/choice-fields.tsx';
import { RequiredKey } from '../../shared/ui/field-label.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useLookup } from '../../shared/ui/use-lookup.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import {
  CALORIES_FAILED,
  comparisonKcal,
  missingAnswers,
  NO_ANSWERS,
  signUpUrl,
  withAnswer,
  type ComparisonAnswers,
} from './comparison-answers.ts';
import { fetchPrices, PRICES_FAILED, type Prices } from './comparison-api.ts';
import { ComparisonResult } from './comparison-result.tsx';
import { BRAND_CHOICES, brandName, FOOD_TYPE_CHOICES } from './current-food.ts';
import { comparePrices } from './price-outcome.ts';

const UNDER_ONE_CHOICES: Choice<'YES' | 'NO'>[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

export function ComparisonForm() {
  const { store, navigate } = useWidget();
  const [answers, setAnswers] = useState<ComparisonAnswers>(NO_ANSWERS);
  const [calculationError, setCalculationError] = useState<string>();
  const prices = useLookup<Prices>('the price comparison failed');
  const missing = missingAnswers(answers);
  // Spec states: ready, processing, complete.
  const phase = prices.state.kind === 'loading' ? 'processing' : prices.state.kind === 'done' ? 'complete' : 'ready';
  const error = calculationError ?? (prices.state.kind === 'failed' ? PRICES_FAILED : undefined);

  function answer<K extends keyof ComparisonAnswers>(key: K) {
    return (value: ComparisonAnswers[K]) => {
      // A changed answer makes any result stale: back to ready, and cancel a comparison in flight.
      prices.cancel();
      setCalculationError(undefined);
      setAnswers((current) => withAnswer(current, key, value));
    };
  }

  function compare(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0) return;
    const kcal = comparisonKcal(answers);
    if (!kcal.ok) {
      setCalculationError(CALORIES_FAILED);
      return;
    }
    const question = { kcalPerDay: kcal.kcalPerDay, brand: answers.brand, foodType: answers.foodType };
    // The same question while it is being compared sends nothing.
    prices.start((signal) => fetchPrices(store, question, signal), JSON.stringify(question));
  }

  return (
    <form className="price-comparison katkin-panel" part="card" aria-label="Price comparison" data-state={phase} onSubmit={compare} noValidate>
      {/* Every question is needed before Compare shows (spec section 5), so every label carries the mark. */}
      <RequiredKey />
      <SelectField label="Breed" choices={BREED_CHOICES} value={answers.breed} onChange={answer('breed')} required />
      <RadioGroup
        label="Is your cat under 1 year old?"
        choices={UNDER_ONE_CHOICES}
        value={answers.isKitten}
        onChange={answer('isKitten')}
        required
      />
      {answers.isKitten === 'YES' && (
        <KittenAgeFields months={answers.months} weeks={answers.weeks} onMonths={answer('months')} onWeeks={answer('weeks')} />
      )}
      {answers.isKitten === 'NO' && (
        <>
          <RadioGroup label="Activity level" choices={ACTIVITY_CHOICES} value={answers.activity} onChange={answer('activity')} required />
          <RadioGroup
            label="Body condition"
            choices={BODY_CONDITION_CHOICES}
            value={answers.bodyCondition}
            onChange={answer('bodyCondition')}
            required
          />
        </>
      )}
      <SelectField
        label="Current food type"
        choices={FOOD_TYPE_CHOICES}
        value={answers.foodType}
        onChange={answer('foodType')}
        required
      />
      <SelectField label="Current brand" choices={BRAND_CHOICES} value={answers.brand} onChange={answer('brand')} required />

      <div className="comparison-missing" role="status">
        {missing.length > 0 && (
          <ul>
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      {missing.length === 0 && (
        <button type="submit" className="katkin-button" part="button button-primary" aria-disabled={phase === 'processing' || undefined}>
          Compare
        </button>
      )}

      <div className="comparison-outcome-region" role="status" aria-busy={phase === 'processing'}>
        {phase === 'processing' && <Spinner label="Comparing prices…" />}
        {phase === 'ready' && error && <p className="katkin-error-box" part="error">{error}</p>}
        {prices.state.kind === 'done' && (
          <ComparisonResult comparison={comparePrices(prices.state.value.trayPrice, prices.state.value.competitor)} brand={brandName(answers.brand)} />
        )}
      </div>
      {phase === 'complete' && (
        <>
          <button type="button" className="katkin-button comparison-try" part="button button-primary" onClick={() => navigate(signUpUrl(answers))}>
            Try now with 20% off
          </button>
          {/* Spec section 9's multicat text, worded as contract section 5 gives it, under the offer. */}
          <p className="comparison-multicat">More than one cat? Multicat discount: 5% ongoing.</p>
        </>
      )}
    </form>
  );
}
