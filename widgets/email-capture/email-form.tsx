// The email form itself, shared by the popup and the inline section: one field, checked before
// sending; the server's success message, or its failure on the field or in a box. What was typed
// is never lost on a failure. A refused email gets focus; the success message gets it once the
// field and button go.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { RequiredKey, type LabelStyle } from '../../shared/ui/field-label.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFieldError } from '../../shared/ui/use-field-error.ts';
import { useAction } from '../../shared/ui/use-action.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { checkEmail } from './email-address.ts';
import { signUpFailure, submitEmail } from './email-api.ts';

const INTRO_TEXT = 'Fresh recipes, feeding tips and offers for your cat, straight to your inbox.';
const SUBMIT_LABEL = 'Sign up';

export interface EmailFormProps {
  formId: string;
  /** Called once the sign-up succeeded (the owner keeps the form away from now on). */
  onSignedUp(): void;
  /** 'words' in the inline section, the spec's secondary layout; the popup keeps the asterisk. */
  labelStyle: LabelStyle;
}

export function EmailForm({ formId, onSignedUp, labelStyle }: EmailFormProps) {
  const { store } = useWidget();
  const [typed, setTyped] = useState('');
  const fieldError = useFieldError();
  const [done, setDone] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const successRef = useRef<HTMLParagraphElement>(null);
  // Success removes the focused Sign up button: focus would fall to the page (WCAG 2.4.3).
  useLayoutEffect(() => {
    if (done !== undefined) successRef.current?.focus();
  }, [done]);
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
      if (failure.fieldName === 'email') fieldError.refuse(failure.message);
      else setFailed(failure.message);
    },
  });
  const sending = signUp.state === 'processing';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEmail(typed);
    if (!checked.ok) {
      fieldError.refuse(checked.message);
      return;
    }
    fieldError.clear();
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
            inputRef={fieldError.fieldRef}
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
            error={fieldError.message}
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
        {done !== undefined && (
          <p ref={successRef} className="email-success" tabIndex={-1}>
            {done}
          </p>
        )}
        {failed !== undefined && <p className="katkin-error-box" part="error">{failed}</p>}
      </div>
    </form>
  );
}
