// The cancellation discount offer: checks the page's subscriptionId and the code, waits for
// the customer's token, loads the estimate once, offers 'Get N% OFF', and goes to the applied
// or failed page. Estimate and apply states are shown in one live region.
import { useEffect, useRef, useState } from 'react';
import { formatPounds } from '../../shared/format/money.ts';
import { formatPercentNumber } from '../../shared/format/percent.ts';
import { queryValue } from '../../shared/page-query.ts';
import { parseSubscriptionId } from '../../shared/subscription-id.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useSiteNavigate } from '../../shared/ui/site-link.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import type { WidgetContext } from '../../shared/widget-types.ts';
import { applyDiscount, fetchEstimate, type DiscountEstimate } from './discount-api.ts';
import {
  applyButtonLabel,
  appliedRoute,
  FAILED_ROUTE,
  failedRoute,
  offerIntro,
  type CancellationReason,
} from './discount-rules.ts';

export interface DiscountOfferAttributes extends Record<string, unknown> {
  'data-discount-code': string;
  'data-subscription-id': number;
  'data-cat-name': string;
  'data-cat-sex': string;
  'data-cancellation-primary': CancellationReason;
}

type EstimateState = { kind: 'loading' } | { kind: 'ready'; estimate: DiscountEstimate } | { kind: 'error' };
type ApplyState = 'ready' | 'loading' | 'error';

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
    <div className="katkin-error-box offer-error">
      <p className="offer-error-title">{ESTIMATE_FAILED_TITLE}</p>
      <p>{ESTIMATE_FAILED_TEXT}</p>
      {onRetry && (
        <button type="button" className="katkin-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

function GoToFailedPage({ context }: { context: WidgetContext }) {
  const navigate = useSiteNavigate(context);
  // Once, on mount: the spec sends a page without a usable subscriptionId to the bare failed page.
  useEffect(() => navigate(FAILED_ROUTE), []);
  return <Spinner label="Loading your offer…" />;
}

function MissingCode({ context }: { context: WidgetContext }) {
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

function Offer({ context, subscriptionId, code, answers }: { context: WidgetContext; subscriptionId: number; code: string; answers: Answers }) {
  const hasToken = Boolean(useStore(context.store.auth)?.accessToken);
  const navigate = useSiteNavigate(context);
  const [estimate, setEstimate] = useState<EstimateState>({ kind: 'loading' });
  const [applying, setApplying] = useState<ApplyState>('ready');
  const [attempt, setAttempt] = useState(0);
  const region = useRef<HTMLDivElement>(null);

  // Once the token is there (spec: "loads the estimate only once available"), and again only on Try again.
  useEffect(() => {
    if (!hasToken) return;
    let current = true;
    setEstimate({ kind: 'loading' });
    fetchEstimate(context.store, subscriptionId, code).then(
      (loaded) => current && setEstimate({ kind: 'ready', estimate: loaded }),
      (error: unknown) => {
        console.error('katkin: discount-offer: the discount estimate failed:', error);
        if (current) setEstimate({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [hasToken, attempt, context.store, subscriptionId, code]);

  function retry() {
    setAttempt((n) => n + 1);
    // The Try again button goes away: keep focus in the widget, on the region that announces the result.
    region.current?.focus();
  }

  async function apply(percentage: number) {
    setApplying('loading');
    let applied = false;
    try {
      applied = await applyDiscount(context.store, code);
      if (!applied) console.error(`katkin: discount-offer: the discounts API did not apply code ${code}`);
    } catch (error) {
      console.error('katkin: discount-offer: applying the discount failed:', error);
    }
    const outcome = { catName: answers.catName, catSex: answers.catSex, percentage };
    // On success the button stays busy until the page changes: applying twice must not happen.
    if (applied) return navigate(appliedRoute(outcome));
    setApplying('error');
    navigate(failedRoute(outcome, code));
  }

  return (
    <div ref={region} tabIndex={-1} className="offer" role="status" aria-live="polite" aria-busy={estimate.kind === 'loading'}>
      {estimate.kind === 'loading' && <Spinner label="Loading your offer…" />}
      {estimate.kind === 'error' && <SomethingWentWrong onRetry={retry} />}
      {estimate.kind === 'ready' && (
        <div className="offer-card">
          <h2 className="offer-title">Save {formatPercentNumber(estimate.estimate.percentageSaved)}% on your next box</h2>
          <p>{offerIntro(answers.catName, answers.catSex, answers.reason)}</p>
          <EstimateDetails estimate={estimate.estimate} />
          <button
            type="button"
            className="katkin-button offer-apply"
            disabled={applying === 'loading'}
            aria-busy={applying === 'loading'}
            onClick={() => void apply(estimate.estimate.percentageSaved)}
          >
            {applying === 'loading' && <span className="katkin-spinner" aria-hidden="true" />} {applyButtonLabel(estimate.estimate.percentageSaved)}
          </button>
          {applying === 'error' && <p className="katkin-field-error">{APPLY_FAILED_TEXT}</p>}
        </div>
      )}
    </div>
  );
}

export function DiscountOffer({ attributes, context }: WidgetProps<DiscountOfferAttributes, undefined>) {
  // The page query is read once: the offer belongs to the subscription the page was opened for.
  const [search] = useState(() => location.search);
  const queryId = queryValue('subscriptionId', search);
  // The query is the contract; the attribute serves pages without one (demos, single-page hosts).
  const subscriptionId = queryId !== undefined ? parseSubscriptionId(queryId) : attributes['data-subscription-id'];
  const code = attributes['data-discount-code'];
  if (subscriptionId === undefined) return <GoToFailedPage context={context} />;
  if (code === undefined) return <MissingCode context={context} />;
  const answers: Answers = {
    catName: attributes['data-cat-name'] ?? queryValue('catName', search),
    catSex: attributes['data-cat-sex'],
    reason: attributes['data-cancellation-primary'],
  };
  return <Offer context={context} subscriptionId={subscriptionId} code={code} answers={answers} />;
}
