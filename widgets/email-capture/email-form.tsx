// The email form itself, shared by the popup and the inline section: one field, checked before
// sending; the server's success message, or its failure on the field or in a box. What was typed
// is never lost on a failure.
import { useId, useState, type FormEvent } from 'react';
import { LabelText, RequiredKey, type LabelStyle } from '../../shared/ui/field-label.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import type { KatkinStore } from '../../shared/store-types.ts';
import { checkEmail } from './email-address.ts';
import { submitEmail } from './email-api.ts';

export const INTRO_TEXT = 'Fresh recipes, feeding tips and offers for your cat, straight to your inbox.';
export const SUBMIT_LABEL = 'Sign up';

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export interface EmailFormProps {
  store: KatkinStore;
  formId: string;
  /** Called once the sign-up succeeded (the owner keeps the form away from now on). */
  onSignedUp(): void;
  /** 'words' in the inline section, the spec's secondary layout; the popup keeps the asterisk. */
  labelStyle: LabelStyle;
}

export function EmailForm({ store, formId, onSignedUp, labelStyle }: EmailFormProps) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = checkEmail(typed);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(undefined);
    setStatus({ kind: 'sending' });
    const outcome = await submitEmail(store, formId, checked.email);
    if (outcome.ok) {
      setStatus({ kind: 'done', message: outcome.message });
      onSignedUp();
    } else if (outcome.failure.fieldName === 'email') {
      setFieldError(outcome.failure.message);
      setStatus({ kind: 'editing' });
    } else {
      setStatus({ kind: 'failed', message: outcome.failure.message });
    }
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate aria-label="Newsletter sign-up">
      {status.kind !== 'done' && (
        <>
          <p className="email-intro">{INTRO_TEXT}</p>
          <RequiredKey labelStyle={labelStyle} />
          <label htmlFor={`${id}-email`} className="email-label">
            <LabelText label="Email address" required labelStyle={labelStyle} />
          </label>
          <div className="email-row">
            <input
              id={`${id}-email`}
              className="katkin-control"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              data-autofocus
              value={typed}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <button type="submit" className="katkin-button" aria-disabled={status.kind === 'sending' ? true : undefined}>
              {SUBMIT_LABEL}
            </button>
          </div>
          {fieldError && (
            <p id={`${id}-error`} className="katkin-field-error">
              {fieldError}
            </p>
          )}
        </>
      )}
      <div className="email-status" role="status" aria-live="polite">
        {status.kind === 'sending' && <Spinner label="Signing you up…" />}
        {status.kind === 'done' && <p className="email-success">{status.message}</p>}
        {status.kind === 'failed' && <p className="katkin-error-box">{status.message}</p>}
      </div>
    </form>
  );
}
