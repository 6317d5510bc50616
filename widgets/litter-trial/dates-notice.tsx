// What the visitor sees while dates load, when the lookup failed (with a way to retry) or
// when none are offered: the reason the order actions are disabled.
import { Spinner } from '../../shared/ui/spinner.tsx';
import { DATES_FAILED, LOADING_DATES, NO_DATES, TRY_AGAIN } from './litter-texts.ts';
import type { DeliveryDates } from './use-delivery-dates.ts';

export function DatesNotice({ id, dates }: { id: string; dates: DeliveryDates }) {
  if (dates.status === 'loading') {
    return (
      <p id={id} className="litter-dates-notice">
        <Spinner label="" /> {LOADING_DATES}
      </p>
    );
  }
  if (dates.status === 'failed') {
    return (
      <div id={id} className="katkin-error-box litter-dates-notice" part="error" role="alert">
        <p>{DATES_FAILED}</p>
        <button type="button" className="litter-link" part="button" onClick={dates.retry}>
          {TRY_AGAIN}
        </button>
      </div>
    );
  }
  if (!dates.selected) {
    return (
      <p id={id} className="litter-dates-notice" role="status">
        {NO_DATES}
      </p>
    );
  }
  return null;
}
