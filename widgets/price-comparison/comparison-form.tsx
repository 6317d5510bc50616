// The comparison form: the spec's questions, its messages while answers are missing, Compare
// once they are complete, then processing and the result (states ready, processing, complete).
import { useRef, useState, type FormEvent } from 'react';
import {
  ACTIVITY_CHOICES,
  BODY_CONDITION_CHOICES,
  BREED_CHOICES,
  countChoices,
  type Choice,
} from '../../shared/cat-profile-choices.ts';
import { KITTEN_MAX_MONTHS, KITTEN_MAX_WEEKS } from '../../shared/cat-energy.ts';
import { RadioGroup, SelectField } from '../../shared/ui/choice-fields.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import type { WidgetContext } from '../../shared/widget-types.ts';
import {
  CALORIES_FAILED,
  comparisonKcal,
  missingAnswers,
  NO_ANSWERS,
  signUpUrl,
  type ComparisonAnswers,
} from './comparison-answers.ts';
import { fetchPrices } from './comparison-api.ts';
import { ComparisonResult } from './comparison-result.tsx';
import { BRAND_CHOICES, brandName, FOOD_TYPE_CHOICES } from './current-food.ts';
import { comparePrices, type PriceComparison } from './price-outcome.ts';

type Phase =
  | { kind: 'ready'; error?: string }
  | { kind: 'processing' }
  | { kind: 'complete'; comparison: PriceComparison };

const UNDER_ONE_CHOICES: Choice<'YES' | 'NO'>[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];
const MONTH_CHOICES = countChoices(KITTEN_MAX_MONTHS, 'month', 'months');
const WEEK_CHOICES = countChoices(KITTEN_MAX_WEEKS, 'week', 'weeks');

export function ComparisonForm({ context }: { context: WidgetContext }) {
  const [answers, setAnswers] = useState<ComparisonAnswers>(NO_ANSWERS);
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const latest = useRef(0);
  const missing = missingAnswers(answers);

  function answer<K extends keyof ComparisonAnswers>(key: K) {
    return (value: ComparisonAnswers[K]) => {
      // A changed answer makes any result stale: back to ready, and ignore a reply in flight.
      latest.current++;
      setPhase({ kind: 'ready' });
      setAnswers((current) => {
        const next = { ...current, [key]: value };
        // As in the calculator, changing the age question resets the age details.
        return key === 'isKitten' ? { ...next, months: '', weeks: '' } : next;
      });
    };
  }

  async function compare(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0 || phase.kind === 'processing') return;
    const kcal = comparisonKcal(answers);
    if (!kcal.ok) {
      setPhase({ kind: 'ready', error: CALORIES_FAILED });
      return;
    }
    const ticket = ++latest.current;
    setPhase({ kind: 'processing' });
    const prices = await fetchPrices(context.store, {
      kcalPerDay: kcal.kcalPerDay,
      brand: answers.brand,
      foodType: answers.foodType,
    });
    if (ticket !== latest.current) return;
    setPhase(
      prices.kind === 'error'
        ? { kind: 'ready', error: prices.message }
        : { kind: 'complete', comparison: comparePrices(prices.trayPrice, prices.competitor) },
    );
  }

  return (
    <form className="price-comparison katkin-panel" aria-label="Price comparison" data-state={phase.kind} onSubmit={compare} noValidate>
      <SelectField label="Breed" choices={BREED_CHOICES} value={answers.breed} onChange={answer('breed')} />
      <RadioGroup
        label="Is your cat under 1 year old?"
        choices={UNDER_ONE_CHOICES}
        value={answers.isKitten}
        onChange={answer('isKitten')}
      />
      {answers.isKitten === 'YES' && (
        <div className="comparison-row">
          <SelectField label="Months" choices={MONTH_CHOICES} value={answers.months} onChange={answer('months')} />
          <SelectField label="Weeks" choices={WEEK_CHOICES} value={answers.weeks} onChange={answer('weeks')} />
        </div>
      )}
      {answers.isKitten === 'NO' && (
        <>
          <RadioGroup label="Activity level" choices={ACTIVITY_CHOICES} value={answers.activity} onChange={answer('activity')} />
          <RadioGroup
            label="Body condition"
            choices={BODY_CONDITION_CHOICES}
            value={answers.bodyCondition}
            onChange={answer('bodyCondition')}
          />
        </>
      )}
      <SelectField label="Current food type" choices={FOOD_TYPE_CHOICES} value={answers.foodType} onChange={answer('foodType')} />
      <SelectField label="Current brand" choices={BRAND_CHOICES} value={answers.brand} onChange={answer('brand')} />

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
        <button type="submit" className="katkin-button" aria-disabled={phase.kind === 'processing' || undefined}>
          Compare
        </button>
      )}

      <div className="comparison-outcome-region" role="status" aria-busy={phase.kind === 'processing'}>
        {phase.kind === 'processing' && <Spinner label="Comparing prices…" />}
        {phase.kind === 'ready' && phase.error && <p className="katkin-error-box">{phase.error}</p>}
        {phase.kind === 'complete' && <ComparisonResult comparison={phase.comparison} brand={brandName(answers.brand)} />}
      </div>
      {phase.kind === 'complete' && (
        <button type="button" className="katkin-button comparison-try" onClick={() => context.navigate(signUpUrl(answers))}>
          Try now with 20% off
        </button>
      )}
    </form>
  );
}
