// The email form itself, shared by the popup and the inline section: one field, checked before
// sending; the server's success message, or its failure on the field or in a box. What was typed
// is never lost on a failure.
import { useId, useState, type FormEvent } from 'react';
import { LabelText, RequiredKey, type LabelStyle } from '../../shared/ui/field-label.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useAction } from '../../shared/ui/use-action.ts';
import type { KatkinStore } from '../../shared/store-types.ts';
import { checkEmail } from './email-address.ts';
import { signUpFailure, submitEmail } from './email-api.ts';

const INTRO_TEXT = 'Fresh recipes, feeding tips and offers for your cat, straight to your inbox.';
const SUBMIT_LABEL = 'Sign up';

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
  const [done, setDone] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const id = useId();
  // One sign-up in flight however fast the presses come (the shared busy guard).
  const signUp = useAction({
    failure: 'the sign-up failed',
    run: (email: string) => submitEmail(store, formId, email),
    onDone: (message) => {
      setDone(message);
      onSignedUp();
    },
    onError: (error) => {
      const failure = signUpFailure(error);
      if (failure.fieldName === 'email') setFieldError(failure.message);
      else setFailed(failure.message);
    },
  });
  const sending = signUp.state === 'processing';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEmail(typed);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(undefined);
    setFailed(undefined);
    void signUp.start(checked.email);
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate aria-label="Newsletter sign-up">
      {done === undefined && (
        <>
          <p className="email-intro">{INTRO_TEXT}</p>
          <RequiredKey labelStyle={labelStyle} />
          <label htmlFor={`${id}-email`} className="email-label" part="label">
            <LabelText label="Email address" required labelStyle={labelStyle} />
          </label>
          <div className="email-row">
            <input
              id={`${id}-email`}
              className="katkin-control"
              part="input"
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
            <button type="submit" className="katkin-button" part="button button-primary" aria-disabled={sending || undefined}>
              {SUBMIT_LABEL}
            </button>
          </div>
          {fieldError && (
            <p id={`${id}-error`} className="katkin-field-error" part="error">
              {fieldError}
            </p>
          )}
        </>
      )}
      <div className="email-status" role="status" aria-live="polite">
        {sending && <Spinner label="Signing you up…" />}
        {done !== undefined && <p className="email-success">{done}</p>}
        {failed !== undefined && <p className="katkin-error-box" part="error">{failed}</p>}
      </div>
    </form>
  );
}
