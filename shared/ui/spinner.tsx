// The one busy indicator: a spinner with text for screen readers.
export function Spinner({ label }: { label: string }) {
  return (
    <span className="katkin-busy">
      <span className="katkin-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
