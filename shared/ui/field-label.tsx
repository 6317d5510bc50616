// Spec section 5: "Labels show * for required, or (required)/(optional) in the secondary layout."
// The default layout marks required fields with an asterisk that screen readers skip (the
// control's `required` says it instead) and explains it once per form; the secondary (inline)
// layout says it in words on every label, so no key is needed.

export type LabelStyle = 'asterisk' | 'words';

export interface LabelTextProps {
  label: string;
  required?: boolean;
  labelStyle?: LabelStyle;
}

/** A field's label text with its required/optional mark, for inside a <label> or <legend>. */
export function LabelText({ label, required = false, labelStyle = 'asterisk' }: LabelTextProps) {
  if (labelStyle === 'words') {
    return (
      <>
        {label} <span className="katkin-label-note">{required ? '(required)' : '(optional)'}</span>
      </>
    );
  }
  return (
    <>
      {label}
      {required && (
        <span className="katkin-required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
}

/**
 * The key to the asterisks, once per form in the default layout. Hidden from screen readers like
 * the asterisks it explains; the words layout needs none.
 */
export function RequiredKey({ labelStyle = 'asterisk' }: { labelStyle?: LabelStyle }) {
  if (labelStyle === 'words') return null;
  return (
    <p className="katkin-required-key" aria-hidden="true">
      * required
    </p>
  );
}
