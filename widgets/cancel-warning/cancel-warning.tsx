// The cancel warning: what cancelling would lose (only when the spec's rule holds), the
// acknowledgement checkbox, 'Cancel my deliveries' (enabled once ticked) and Back. A failed
// lookup is logged and shows no card; the checkbox and links work whatever the lookup does.
import { useEffect, useId, useState } from 'react';
import { queryValue } from '../../shared/page-query.ts';
import { parseSubscriptionId } from '../../shared/subscription-id.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { SiteLink, useSiteNavigate } from '../../shared/ui/site-link.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import type { WidgetContext } from '../../shared/widget-types.ts';
import { lookUpWarning } from './warning-api.ts';
import {
  cancellationFormRoute,
  confirmationText,
  DEFAULT_TITLE,
  discountText,
  giftText,
  MANAGE_PLAN_ROUTE,
  SPOOKY_TITLE,
  spookyText,
} from './warning-messages.ts';
import { showsWarning, type WarningReasons } from './warning-rule.ts';

export interface WarningCardJson {
  title?: string;
  subscription_state?: string;
}

export interface CancelWarningAttributes extends Record<string, unknown> {
  'data-subscription-id': number;
  'data-cat-name': string;
}

type Lookup = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; reasons: WarningReasons };

function useWarningLookup(context: WidgetContext, subscriptionId: number | undefined): Lookup {
  const hasToken = Boolean(useStore(context.store.auth)?.accessToken);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  useEffect(() => {
    if (subscriptionId === undefined) {
      console.warn('katkin: cancel-warning: no numeric subscriptionId in the page query, so no warning card');
      return;
    }
    if (!hasToken) return;
    let current = true;
    setLookup({ kind: 'loading' });
    lookUpWarning(context.store, String(subscriptionId)).then(
      (reasons) => current && setLookup({ kind: 'done', reasons }),
      (error: unknown) => {
        // Spec "Warning-card lookup failure: logged, no card shows".
        console.error('katkin: cancel-warning: the warning lookup failed:', error);
        if (current) setLookup({ kind: 'idle' });
      },
    );
    return () => {
      current = false;
    };
  }, [context.store, subscriptionId, hasToken]);
  return lookup;
}

function WarningCard({ title, reasons, catName }: { title: string; reasons: WarningReasons; catName: string | undefined }) {
  const headingId = useId();
  return (
    <section className="warning-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="warning-title">
        {title}
      </h2>
      <ul className="warning-reasons">
        {reasons.spookySurprise && (
          <li>
            <strong className="warning-spooky">{SPOOKY_TITLE}</strong> {spookyText(catName)}
          </li>
        )}
        {reasons.gift !== undefined && <li>{giftText(catName, reasons.gift)}</li>}
        {reasons.discount !== undefined && <li>{discountText(reasons.discount)}</li>}
      </ul>
    </section>
  );
}

export function CancelWarning({ attributes, json, context }: WidgetProps<CancelWarningAttributes, WarningCardJson>) {
  const [search] = useState(() => location.search);
  // The query is the contract; the attributes serve pages without one (demos, single-page hosts).
  const catName = queryValue('catName', search) ?? attributes['data-cat-name'];
  const queryId = queryValue('subscriptionId', search);
  const subscriptionId = queryId !== undefined ? parseSubscriptionId(queryId) : attributes['data-subscription-id'];
  const lookup = useWarningLookup(context, subscriptionId);
  const navigate = useSiteNavigate(context);
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();

  return (
    <div className="cancel-warning">
      <div className="warning-lookup" role="status" aria-live="polite" aria-busy={lookup.kind === 'loading'}>
        {lookup.kind === 'loading' && <Spinner label="Checking your plan…" />}
        {lookup.kind === 'done' && showsWarning(lookup.reasons) && (
          <WarningCard title={json?.title ?? DEFAULT_TITLE} reasons={lookup.reasons} catName={catName} />
        )}
      </div>
      <div className="warning-confirm">
        <input id={checkboxId} type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} />
        <label htmlFor={checkboxId}>{confirmationText(catName)}</label>
      </div>
      <div className="warning-actions">
        <SiteLink context={context} route={MANAGE_PLAN_ROUTE} className="warning-back">
          Back
        </SiteLink>
        <button type="button" className="katkin-button" disabled={!understood} onClick={() => navigate(cancellationFormRoute(search))}>
          Cancel my deliveries
        </button>
      </div>
    </div>
  );
}
