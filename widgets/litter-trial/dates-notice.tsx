// What the visitor sees while dates load, when the lookup failed (with a way to retry) or
// when none are offered: the reason the order actions are disabled.
import type { RefObject } from 'react';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { DATES_FAILED, LOADING_DATES, NO_DATES, TRY_AGAIN } from './litter-texts.ts';
import type { DeliveryDates } from './use-delivery-dates.ts';

/** `focusOnRetry`: an element that stays in the page through every lookup state. */
export function DatesNotice({ id, dates, focusOnRetry }: { id: string; dates: DeliveryDates; focusOnRetry: RefObject<HTMLElement | null> }) {
  if (dates.status === 'ready' && dates.selected) return null;

  function retry() {
    dates.retry();
    // Try again goes away with its alert: keep focus in the widget, not on <body>.
    focusOnRetry.current?.focus();
  }

  return (
    <div id={id} className="litter-dates">
      {/* One status region from the first render whose text alone changes: a region that
          appears with its text is often not announced. */}
      <p className="litter-dates-status" role="status">
        {dates.status === 'loading' && (
          <>
            <Spinner label="" /> {LOADING_DATES}
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
