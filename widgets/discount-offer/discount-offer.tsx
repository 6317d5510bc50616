// The cancellation discount offer: checks the page's subscriptionId and the code, waits for
// the customer's token (offer-access.tsx), loads the estimate once, offers 'Get N% OFF', and goes
// to the applied or failed page. Estimate and apply states are shown in one live region.
import { useEffect, useRef, useState } from 'react';
import { headingTag } from '../../shared/heading-level.ts';
import { formatPounds } from '../../shared/format/money.ts';
import { formatPercentNumber } from '../../shared/format/percent.ts';
import type { PageQuery } from '../../shared/page-query.ts';
import { parseSubscriptionId } from '../../shared/subscription-id.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useAction } from '../../shared/ui/use-action.ts';
import { useLookupOn } from '../../shared/ui/use-lookup.ts';
import { usePageQuery } from '../../shared/ui/use-page-query.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { applyCode, getEstimate, type DiscountEstimate } from '../../shared/api/discounts.ts';
import type { discountOfferOptions } from './discount-offer-options.ts';
import {
  applyButtonLabel,
  appliedRoute,
  FAILED_ROUTE,
  failedRoute,
  offerIntro,
  parseCancellationReason,
  parseCatSex,
  type CancellationReason,
  type CatSex,
} from './discount-rules.ts';
import { WithAccessToken } from './offer-access.tsx';
import { SomethingWentWrong } from './offer-error.tsx';
import { logWarn } from '../../shared/log.ts';

interface Answers {
  catName?: string;
  catSex?: CatSex;
  reason?: CancellationReason;
}

const APPLY_FAILED_TEXT = "We couldn't apply your discount.";
/** Our wording: the spec names the loading state but gives it no text (README, decisions). */
const APPLYING_TEXT = 'Applying your discount…';

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
  // aria-disabled, not disabled: a disabled button drops the keyboard focus of the visitor who pressed it.
  // The wait is said in the offer's live region (role=status), which this sits in.
  return (
    <>
      <button
        type="button"
        className="katkin-button offer-apply"
        part="button button-primary"
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={busy ? undefined : () => void apply.start()}
      >
        {busy && <Spinner />} {applyButtonLabel(percentage)}
      </button>
      {busy && <p className="offer-applying">{APPLYING_TEXT}</p>}
      {apply.state === 'error' && <p className="katkin-field-error" part="error">{APPLY_FAILED_TEXT}</p>}
    </>
  );
}

function Offer({ subscriptionId, code, answers, headingLevel }: { subscriptionId: number; code: string; answers: Answers; headingLevel: number }) {
  const Heading = headingTag(headingLevel);
  const { store } = useWidget();
  // Rendered once the token is there (spec: "loads the estimate only once available"): loaded
  // once, and again only on Try again; a refreshed token does not reload it.
  const load = (signal: AbortSignal) => getEstimate(store.api, subscriptionId, code, signal);
  const estimate = useLookupOn<DiscountEstimate>('the discount estimate failed', load, [store, subscriptionId, code]);
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
      {estimate.state.kind === 'failed' && (
        <SomethingWentWrong>
          <button type="button" className="katkin-button" part="button button-primary" onClick={retry}>
            Try again
          </button>
        </SomethingWentWrong>
      )}
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

/** A query value that is not one the contract names is left out, with a console message. */
function checked<T>(name: string, expected: string, parse: (text: string) => T | undefined) {
  return (text: string) => {
    const value = parse(text);
    if (value === undefined) logWarn('discount-offer', `the page query's ${name} ${JSON.stringify(text)} is not ${expected}; left out`);
    return value;
  };
}

/** Contract section 5: the cancellation form's answers from the page query; an attribute of the same name wins. */
function useAnswers(query: PageQuery, attributes: WidgetProps<typeof discountOfferOptions>['attributes']): Answers {
  // Read once: the query belongs to the page the widget was opened on, and a warning shows once.
  const [answers] = useState(() => ({
    catName: query.withAttribute(attributes['data-cat-name'], 'catName', String),
    catSex: query.withAttribute(attributes['data-cat-sex'], 'catSex', checked('catSex', '"BOY" or "GIRL"', parseCatSex)),
    reason: query.withAttribute(
      attributes['data-cancellation-primary'],
      'cancellationPrimary',
      checked('cancellationPrimary', '"NOT_EATING", "TOO_EXPENSIVE" or "SUB_DOESNT_WORK"', parseCancellationReason),
    ),
  }));
  return answers;
}

export function DiscountOffer({ attributes }: WidgetProps<typeof discountOfferOptions>) {
  const query = usePageQuery();
  const answers = useAnswers(query, attributes);
  const subscriptionId = query.withAttribute(attributes['data-subscription-id'], 'subscriptionId', parseSubscriptionId);
  const code = attributes['data-discount-code'];
  if (subscriptionId === undefined) return <GoToFailedPage />;
  if (code === undefined) return <MissingCode />;
  return (
    <WithAccessToken>
      <Offer subscriptionId={subscriptionId} code={code} answers={answers} headingLevel={attributes['data-heading-level'] ?? 2} />
    </WithAccessToken>
  );
}
