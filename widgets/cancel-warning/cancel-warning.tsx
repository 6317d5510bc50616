// The cancel warning: what cancelling would lose (only when the spec's rule holds), the
// acknowledgement checkbox, 'Cancel my deliveries' (enabled once ticked) and Back. A failed
// lookup is logged and shows no card; the checkbox and links work whatever the lookup does.
import { headingTag } from '../../shared/heading-level.ts';
import { useEffect, useId, useState } from 'react';
import { parseSubscriptionId } from '../../shared/subscription-id.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { SiteLink } from '../../shared/ui/site-link.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useLookupOn } from '../../shared/ui/use-lookup.ts';
import { usePageQuery } from '../../shared/ui/use-page-query.ts';
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import type { cancelWarningOptions } from './cancel-warning-options.ts';
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
import { logWarn } from '../../shared/log.ts';

function useWarningLookup(subscriptionId: number | undefined) {
  const { store, widget } = useWidget();
  const hasToken = Boolean(useStore(store.auth)?.accessToken);
  useEffect(() => {
    if (subscriptionId === undefined) logWarn(widget, 'no numeric subscriptionId in the page query, so no warning card');
  }, [widget, subscriptionId]);
  const load = subscriptionId !== undefined && hasToken ? (signal: AbortSignal) => lookUpWarning(store, String(subscriptionId), signal) : undefined;
  // Spec "Warning-card lookup failure: logged, no card shows".
  return useLookupOn('the warning lookup failed', load, [store, subscriptionId, hasToken]);
}

interface WarningCardProps {
  title: string;
  reasons: WarningReasons;
  catName: string | undefined;
  headingLevel: number;
}

function WarningCard({ title, reasons, catName, headingLevel }: WarningCardProps) {
  const headingId = useId();
  const Heading = headingTag(headingLevel);
  return (
    <section className="warning-card" part="card" aria-labelledby={headingId}>
      <Heading id={headingId} className="warning-title" part="title">
        {title}
      </Heading>
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

export function CancelWarning({ attributes, json }: WidgetProps<typeof cancelWarningOptions>) {
  const { navigate } = useWidget();
  const query = usePageQuery();
  const catName = query.withAttribute(attributes['data-cat-name'], 'catName', String);
  const subscriptionId = query.withAttribute(attributes['data-subscription-id'], 'subscriptionId', parseSubscriptionId);
  const { state } = useWarningLookup(subscriptionId);
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();

  return (
    <div className="cancel-warning">
      <div className="warning-lookup" role="status" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <Spinner label="Checking your plan…" />}
        {state.kind === 'done' && showsWarning(state.value) && (
          <WarningCard title={json?.title ?? DEFAULT_TITLE} reasons={state.value} catName={catName} headingLevel={attributes['data-heading-level'] ?? 2} />
        )}
      </div>
      <div className="warning-confirm">
        <input id={checkboxId} type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} />
        <label htmlFor={checkboxId} part="label">{confirmationText(catName)}</label>
      </div>
      <div className="warning-actions">
        <SiteLink route={MANAGE_PLAN_ROUTE} className="warning-back">
          Back
        </SiteLink>
        <button type="button" className="katkin-button" part="button button-primary" disabled={!understood} onClick={() => navigate(cancellationFormRoute(query.search))}>
          Cancel my deliveries
        </button>
      </div>
    </div>
  );
}
