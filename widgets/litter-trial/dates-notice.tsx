// What the visitor sees while dates load, when the lookup failed (with a way to retry) or
// when none are offered: the reason the order actions are disabled.
import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { DATES_FAILED, LOADING_DATES, NO_DATES, TRY_AGAIN } from './litter-texts.ts';
import type { DeliveryDates } from './use-delivery-dates.ts';

/** The date line or field and its notice, in an element that stays through every lookup state: Try again, which goes with its alert, gives it focus. */
export function DateRegion({ children }: { children: ReactNode }) {
  return (
    <div tabIndex={-1} className="litter-date-region">
      {children}
    </div>
  );
}

/** Inside a DateRegion. */
export function DatesNotice({ id, dates }: { id: string; dates: DeliveryDates }) {
  if (dates.status === 'ready' && dates.selected) return null;

  function retry(event: MouseEvent<HTMLButtonElement>) {
    // Try again goes away with its alert: keep focus in the widget, not on <body>.
    const region = event.currentTarget.closest<HTMLElement>('.litter-date-region');
    dates.retry();
    region?.focus();
  }

  return (
    <div id={id} className="litter-dates">
      {/* One status region from the first render whose text alone changes: a region that
          appears with its text is often not announced. */}
      <p className="litter-dates-status" role="status">
        {dates.status === 'loading' && (
          <>
            <Spinner /> {LOADING_DATES}
          </>
        )}
        {dates.status === 'ready' && NO_DATES}
      </p>
      {dates.status === 'failed' && (
        <div className="katkin-error-box litter-dates-notice" part="error" role="alert">
          <p>{DATES_FAILED}</p>
          <button type="button" className="litter-link" part="button" onClick={retry}>
            {TRY_AGAIN}
          </button>
        </div>
      )}
    </div>
  );
}
