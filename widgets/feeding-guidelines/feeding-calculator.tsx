// The calculator the button reveals: the spec's inputs, Calculate (enabled once complete), and
// the result panel in a live region. A wrong weight gets its message and focus, never a figure.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Activity, BodyCondition, LifeStage } from '../../shared/cat-energy.ts';
import {
  ACTIVITY_CHOICES,
  BODY_CONDITION_CHOICES,
  BREED_CHOICES,
  countChoices,
  LIFE_STAGE_CHOICES,
  type Choice,
} from '../../shared/cat-profile-choices.ts';
import { KittenAgeFields, RadioGroup, SelectField } from '../../shared/ui/choice-fields.tsx';
import { RequiredKey } from '../../shared/ui/field-label.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { EMPTY_ANSWERS, isComplete, withLifeStage, type CalculatorAnswers, type Gender } from './calculator-answers.ts';
import { FeedingResult } from './feeding-result.tsx';
import { feedingPortion, type Portion } from './feeding-portion.ts';
import { typedWeight } from './weight-input.ts';

const GENDER_CHOICES: Choice<Gender>[] = [
  { value: 'boy', label: 'Boy' },
  { value: 'girl', label: 'Girl' },
];
/** Our choice: 1 to 25 years covers adult and senior cats. */
const YEAR_CHOICES = countChoices(25, 'year', 'years', 1);

export function FeedingCalculator({ id, kcalPerTray }: { id: string; kcalPerTray: number }) {
  const [answers, setAnswers] = useState<CalculatorAnswers>(EMPTY_ANSWERS);
  const [portion, setPortion] = useState<Portion>();
  /** Why the last keystroke or paste in the weight box was refused, until one is let in. */
  const [typingError, setTypingError] = useState<string>();
  const weightRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const complete = isComplete(answers);

  /** Any change makes the shown result stale, so it goes until Calculate is pressed again. */
  function update(next: CalculatorAnswers) {
    setAnswers(next);
    setPortion(undefined);
    setTypingError(undefined);
  }
  const set = <K extends keyof CalculatorAnswers>(key: K) => (value: CalculatorAnswers[K]) => update({ ...answers, [key]: value });

  function calculate(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    const result = feedingPortion(answers, kcalPerTray);
    // What Calculate finds about the weight replaces what was said of a refused keystroke.
    setTypingError(undefined);
    setPortion(result);
    if (!result.ok && result.field === 'weight') weightRef.current?.focus();
  }

  const weightError = typingError ?? (portion && !portion.ok && portion.field === 'weight' ? portion.message : undefined);
  return (
    <form id={id} className="feeding-calculator katkin-panel" part="card" aria-label="Feeding calculator" onSubmit={calculate} noValidate>
      {/* Every question is needed (spec section 5), so every label carries the mark. */}
      <RequiredKey />
      <RadioGroup<LifeStage>
        label="Life stage"
        choices={LIFE_STAGE_CHOICES}
        value={answers.lifeStage}
        onChange={(stage) => update(withLifeStage(answers, stage))}
        required
      />
      {answers.lifeStage === 'kitten' && (
        <KittenAgeFields months={answers.months} weeks={answers.weeks} onMonths={set('months')} onWeeks={set('weeks')} />
      )}
      {(answers.lifeStage === 'adult' || answers.lifeStage === 'senior') && (
        <SelectField label="Years" choices={YEAR_CHOICES} value={answers.years} onChange={set('years')} required />
      )}
      <RadioGroup<Gender> label="Gender" choices={GENDER_CHOICES} value={answers.gender} onChange={set('gender')} required />
      <SelectField label="Breed" choices={BREED_CHOICES} value={answers.breed} onChange={set('breed')} required />
      <TextField
        inputRef={weightRef}
        label="Weight (kg)"
        required
        className="katkin-control"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="4.5"
        value={answers.weight}
        error={weightError}
        onChange={(event) => {
          const box = event.currentTarget;
          const typed = typedWeight(box.value);
          if (typed.ok) {
            if (typed.text !== box.value) box.value = typed.text;
            set('weight')(typed.text);
            return;
          }
          setTypingError(typed.message);
          // preact/compat leaves a refused keystroke in a controlled box: put the last good text
          // back, the caret where it was before the keystroke (not at the end).
          const caret = Math.max(0, (box.selectionStart ?? box.value.length) - (box.value.length - answers.weight.length));
          box.value = answers.weight;
          box.setSelectionRange(caret, caret);
        }}
      />
      <RadioGroup<Activity> label="Activity" choices={ACTIVITY_CHOICES} value={answers.activity} onChange={set('activity')} required />
      <RadioGroup<BodyCondition>
        label="Body condition"
        choices={BODY_CONDITION_CHOICES}
        value={answers.bodyCondition}
        onChange={set('bodyCondition')}
        required
      />
      <button type="submit" className="katkin-button" part="button button-primary" disabled={!complete} aria-describedby={complete ? undefined : `${fieldId}-hint`}>
        Calculate
      </button>
      {!complete && (
        <p id={`${fieldId}-hint`} className="feeding-hint">
          Answer every question to calculate.
        </p>
      )}
      <div className="feeding-result" role="status" aria-live="polite">
        {portion?.ok && <FeedingResult portion={portion} kcalPerTray={kcalPerTray} />}
        {portion && !portion.ok && portion.field === 'form' && <p className="katkin-error-box" part="error">{portion.message}</p>}
      </div>
    </form>
  );
}
