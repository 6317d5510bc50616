// The form fields of the two cat forms: a radio group in a fieldset, a labelled select, and the
// kitten's age (months or weeks). Native controls, so keyboard use (arrows in a radio group,
// type-ahead in a select) and screen-reader names come from the browser, and `required` is
// announced. Labels carry the spec's required/optional mark (field-label.tsx).
import { useId } from 'react';
import { KITTEN_MAX_MONTHS, KITTEN_MAX_WEEKS } from '../cat-energy.ts';
import { countChoices, type Choice } from '../cat-profile-choices.ts';
import { LabelText, type LabelStyle } from './field-label.tsx';

interface FieldProps<T extends string> {
  label: string;
  choices: Choice<T>[];
  /** '' while nothing is chosen. */
  value: T | '';
  onChange(value: T): void;
  required?: boolean;
  labelStyle?: LabelStyle;
}

export function RadioGroup<T extends string>({ label, choices, value, onChange, required, labelStyle }: FieldProps<T>) {
  const name = useId();
  return (
    <fieldset className="katkin-choices">
      <legend part="label">
        <LabelText label={label} required={required} labelStyle={labelStyle} />
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="katkin-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            required={required}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function SelectField<T extends string>({ label, choices, value, onChange, required, labelStyle }: FieldProps<T>) {
  const id = useId();
  return (
    <div className="katkin-select">
      <label htmlFor={id} part="label">
        <LabelText label={label} required={required} labelStyle={labelStyle} />
      </label>
      <select
        id={id}
        className="katkin-control"
        part="input"
        value={value}
        required={required}
        onChange={(event) => onChange(event.currentTarget.value as T)}
      >
        <option value="" disabled>
          Choose…
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const MONTH_CHOICES = countChoices(KITTEN_MAX_MONTHS, 'month', 'months');
const WEEK_CHOICES = countChoices(KITTEN_MAX_WEEKS, 'week', 'weeks');

interface KittenAgeProps {
  months: string;
  weeks: string;
  onMonths(value: string): void;
  onWeeks(value: string): void;
}

/**
 * A kitten needs months or weeks, not both: neither select is required alone, so the group is
 * what carries the required mark, and says "required" to screen readers itself (the mark is
 * hidden from them, as a required control says it for the others).
 */
export function KittenAgeFields({ months, weeks, onMonths, onWeeks }: KittenAgeProps) {
  return (
    <fieldset className="katkin-choices">
      <legend part="label">
        <LabelText label="Age (months or weeks)" required />
        <span className="visually-hidden"> (required)</span>
      </legend>
      <div className="katkin-age-fields">
        <SelectField label="Months" choices={MONTH_CHOICES} value={months} onChange={onMonths} />
        <SelectField label="Weeks" choices={WEEK_CHOICES} value={weeks} onChange={onWeeks} />
      </div>
    </fieldset>
  );
}
