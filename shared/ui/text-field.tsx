// A labelled text box with its error message, for every form that asks for typed text (the batch
// number, the email address, the cat's weight). The label is tied to the box; while an error shows,
// the box is marked invalid and the error is its description, so a screen reader reads the message
// on reaching the box (WCAG 3.3.1). Parts `label`, `input` and `error` for hosts' styling.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { LabelText, type LabelStyle } from './field-label.tsx';

type BoxAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'aria-invalid' | 'aria-describedby' | 'part'>;

export interface TextFieldProps extends BoxAttributes {
  label: string;
  required?: boolean;
  labelStyle?: LabelStyle;
  /** A label only screen readers get, where the form's look already says what to type (the search box). */
  labelHidden?: boolean;
  /** The message under the box while what was typed is refused. */
  error?: string | undefined;
  /** What shares the box's row (a prefix before it, a button after it), in a div of class `rowClassName`. */
  before?: ReactNode;
  after?: ReactNode;
  rowClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, required, labelStyle, labelHidden, error, before, after, rowClassName, inputRef, ...box }: TextFieldProps) {
  const id = useId();
  const input = (
    <input
      {...box}
      ref={inputRef}
      id={id}
      part="input"
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );
  return (
    <div className="katkin-text-field">
      <label htmlFor={id} part="label" className={labelHidden ? 'visually-hidden' : undefined}>
        <LabelText label={label} required={required} labelStyle={labelStyle} />
      </label>
      {before || after ? (
        <div className={rowClassName}>
          {before}
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={`${id}-error`} className="katkin-field-error" part="error">
          {error}
        </p>
      )}
    </div>
  );
}
