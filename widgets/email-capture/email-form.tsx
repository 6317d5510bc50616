// The email form itself, shared by the popup and the inline section: one field, checked before
// sending; the server's success message, or its failure on the field or in a box. What was typed
// is never lost on a failure.
import { useState, type FormEvent } from 'react';
import { RequiredKey, type LabelStyle } from '../../shared/ui/field-label.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
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
          <TextField
            label="Email address"
            required
            labelStyle={labelStyle}
            className="katkin-control"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            data-autofocus
            value={typed}
            error={fieldError}
            onChange={(event) => setTyped(event.currentTarget.value)}
            rowClassName="email-row"
            after={
              <button type="submit" className="katkin-button" part="button button-primary" aria-disabled={sending || undefined}>
                {SUBMIT_LABEL}
              </button>
            }
          />
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
