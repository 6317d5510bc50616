// The cancellation discount offer: checks the page's subscriptionId and the code, waits for
// the customer's token, loads the estimate once, offers 'Get N% OFF', and goes to the applied
// or failed page. Estimate and apply states are shown in one live region.
import { headingTag } from '../../shared/heading-level.ts';
import { useEffect, useRef } from 'react';
import { formatPounds } from '../../shared/format/money.ts';
import { formatPercentNumber } from '../../shared/format/percent.ts';
import { parseSubscriptionId } from '../../shared/subscription-id.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useAction } from '../../shared/ui/use-action.ts';
import { useLookupOn } from '../../shared/ui/use-lookup.ts';
import { usePageQuery } from '../../shared/ui/use-page-query.ts';
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { applyCode, getEstimate, type DiscountEstimate } from '../../shared/api/discounts.ts';
import type { discountOfferOptions } from './discount-offer-options.ts';
import {
  applyButtonLabel,
  appliedRoute,
  FAILED_ROUTE,
  failedRoute,
  offerIntro,
  type CancellationReason,
} from './discount-rules.ts';

interface Answers {
  catName?: string;
  catSex?: string;
  reason?: CancellationReason;
}

/** Spec "Discount estimate failure" wording. */
export const ESTIMATE_FAILED_TITLE = 'SOMETHING WENT WRONG';
export const ESTIMATE_FAILED_TEXT = 'Try again to claim the discount.';
const APPLY_FAILED_TEXT = "We couldn't apply your discount.";

function SomethingWentWrong({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="katkin-error-box offer-error" part="error">
      <p className="offer-error-title">{ESTIMATE_FAILED_TITLE}</p>
      <p>{ESTIMATE_FAILED_TEXT}</p>
      {onRetry && (
        <button type="button" className="katkin-button" part="button button-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

function GoToFailedPage() {
  const { navigate } = useWidget();
  // Once, on mount: the spec sends a page without a usable subscriptionId to the bare failed page.
  useEffect(() => navigate(FAILED_ROUTE), [navigate]);
  return <Spinner label="Loading your offer…" />;
}

function MissingCode() {
  const context = useWidget();
  useEffect(() => context.fail('invalid-options', 'data-discount-code is required: expected the discount code to offer'), [context]);
  return <SomethingWentWrong />;
}

function EstimateDetails({ estimate }: { estimate: DiscountEstimate }) {
  return (
    <dl className="offer-prices">
      <dt>You save</dt>
      <dd>{formatPounds(estimate.savings)}</dd>
      <dt>Usual price</dt>
      <dd>
        <s>{formatPounds(estimate.originalPrice)}</s>
      </dd>
      <dt>Your price</dt>
      <dd className="offer-price-now">{formatPounds(estimate.discountedPrice)}</dd>
    </dl>
  );
}

function ApplyButton({ code, answers, percentage }: { code: string; answers: Answers; percentage: number }) {
  const { store, navigate } = useWidget();
  const outcome = { catName: answers.catName, catSex: answers.catSex, percentage };
  // Spec: success goes to the applied page; a false result or an exception goes to the failed
  // page and is logged. On success the button stays busy until the page changes.
  const apply = useAction({
    failure: 'applying the discount failed',
    run: async () => {
      if (!(await applyCode(store.api, code))) throw new Error(`the discounts API did not apply code ${code}`);
    },
    onDone: () => navigate(appliedRoute(outcome)),
    onError: () => navigate(failedRoute(outcome, code)),
  });
  const busy = apply.state === 'processing' || apply.state === 'complete';
  return (
    <>
      <button type="button" className="katkin-button offer-apply" part="button button-primary" disabled={busy} aria-busy={busy} onClick={() => void apply.start()}>
        {busy && <span className="katkin-spinner" aria-hidden="true" />} {applyButtonLabel(percentage)}
      </button>
      {apply.state === 'error' && <p className="katkin-field-error" part="error">{APPLY_FAILED_TEXT}</p>}
    </>
  );
}

function Offer({ subscriptionId, code, answers, headingLevel }: { subscriptionId: number; code: string; answers: Answers; headingLevel: number }) {
  const Heading = headingTag(headingLevel);
  const { store } = useWidget();
  const hasToken = Boolean(useStore(store.auth)?.accessToken);
  // Once the token is there (spec: "loads the estimate only once available"), and again only on Try again.
  const load = hasToken ? (signal: AbortSignal) => getEstimate(store.api, subscriptionId, code, signal) : undefined;
  const estimate = useLookupOn<DiscountEstimate>('the discount estimate failed', load, [hasToken, store, subscriptionId, code]);
  const region = useRef<HTMLDivElement>(null);
  const loading = estimate.state.kind === 'loading' || estimate.state.kind === 'idle';

  function retry() {
    estimate.retry();
    // The Try again button goes away: keep focus in the widget, on the region that announces the result.
    region.current?.focus();
  }

  return (
    <div ref={region} tabIndex={-1} className="offer" role="status" aria-live="polite" aria-busy={loading}>
      {loading && <Spinner label="Loading your offer…" />}
      {estimate.state.kind === 'failed' && <SomethingWentWrong onRetry={retry} />}
      {estimate.state.kind === 'done' && (
        <div className="offer-card" part="card">
          <Heading className="offer-title" part="title">
            Save {formatPercentNumber(estimate.state.value.percentageSaved)}% on your next box
          </Heading>
          <p>{offerIntro(answers.catName, answers.catSex, answers.reason)}</p>
          <EstimateDetails estimate={estimate.state.value} />
          <ApplyButton code={code} answers={answers} percentage={estimate.state.value.percentageSaved} />
        </div>
      )}
    </div>
  );
}

export function DiscountOffer({ attributes }: WidgetProps<typeof discountOfferOptions>) {
  const query = usePageQuery();
  const subscriptionId = query.withAttribute(attributes['data-subscription-id'], 'subscriptionId', parseSubscriptionId);
  const code = attributes['data-discount-code'];
  if (subscriptionId === undefined) return <GoToFailedPage />;
  if (code === undefined) return <MissingCode />;
  const answers: Answers = {
    catName: query.withAttribute(attributes['data-cat-name'], 'catName', String),
    catSex: attributes['data-cat-sex'],
    reason: attributes['data-cancellation-primary'],
  };
  return <Offer subscriptionId={subscriptionId} code={code} answers={answers} headingLevel={attributes['data-heading-level'] ?? 2} />;
}
