// The one busy indicator: a spinner, with text for screen readers unless the control beside it
// already says what is happening (a button's own label, a visible "Loading dates…").
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="katkin-busy">
      <span className="katkin-spinner" aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
