// The spec's "Discount estimate failure" box: 'SOMETHING WENT WRONG' / 'Try again to claim the
// discount.', with the way on that fits the failure (a Try again button, a link back to the plan).
import type { ReactNode } from 'react';

export function SomethingWentWrong({ children }: { children?: ReactNode }) {
  return (
    <div className="katkin-error-box offer-error" part="error">
      <p className="offer-error-title">SOMETHING WENT WRONG</p>
      <p>Try again to claim the discount.</p>
      {children}
    </div>
  );
}
