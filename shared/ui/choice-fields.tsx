// The form fields of the two cat forms: a radio group in a fieldset and a labelled select.
// Native controls, so keyboard use (arrows in a radio group, type-ahead in a select) and
// screen-reader names come from the browser.
import { useId } from 'react';
import type { Choice } from '../cat-profile-choices.ts';

interface FieldProps<T extends string> {
  label: string;
  choices: Choice<T>[];
  /** '' while nothing is chosen. */
  value: T | '';
  onChange(value: T): void;
}

export function RadioGroup<T extends string>({ label, choices, value, onChange }: FieldProps<T>) {
  const name = useId();
  return (
    <fieldset className="katkin-choices">
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="katkin-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function SelectField<T extends string>({ label, choices, value, onChange }: FieldProps<T>) {
  const id = useId();
  return (
    <div className="katkin-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="katkin-control" value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
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
