// A text field's error (shared/ui/text-field.tsx shows it as the field's description). A refusal
// moves focus to the field once its message is on the page, so a screen reader reads it: focus
// left on the submit button would hear nothing (WCAG 3.3.1). Each refusal is a new value, so the
// same refusal again moves focus again; the focus waits for the render because an error the
// server gives arrives after an await, when a render may still be pending.
import { useLayoutEffect, useRef, useState } from 'react';

export function useFieldError() {
  const [error, setError] = useState<{ message: string }>();
  const fieldRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (error) fieldRef.current?.focus();
  }, [error]);
  return {
    /** The message to show, if any. */
    message: error?.message,
    /** For the field's inputRef. */
    fieldRef,
    refuse: (message: string) => setError({ message }),
    clear: () => setError(undefined),
  };
}
