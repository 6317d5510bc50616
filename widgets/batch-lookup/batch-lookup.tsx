// The batch lookup section: BN: text box, search on Enter or the icon, then the batch,
// the server's not-found message, or the catch-all error. Results go to a live region; a refused
// number gets its message and focus.
import { useState, type FormEvent } from 'react';
import { formatDottedDate } from '../../shared/format/iso-date.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFieldError } from '../../shared/ui/use-field-error.ts';
import { useLookup, type LookupState } from '../../shared/ui/use-lookup.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { lookUpBatch, type BatchOutcome } from './batch-api.ts';
import { parseBatchNumber } from './batch-number.ts';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Spec: the catch-all for every failure but a 404 with the server's message. */
const UNEXPECTED_ERROR = 'An unexpected error occurred.';

function Result({ state }: { state: LookupState<BatchOutcome> }) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'loading') return <Spinner label="Searching…" />;
  const outcome = state.kind === 'done' ? state.value : { kind: 'failed' as const, message: UNEXPECTED_ERROR };
  switch (outcome.kind) {
    case 'found': {
      const { batch } = outcome;
      return (
        <dl className="batch-record">
          <dt>Tested By</dt>
          <dd>{batch.testAuthority}</dd>
          <dt>Result of Tests</dt>
          <dd>{batch.testResult}</dd>
          <dt>Batch No</dt>
          <dd>BN{batch.batchNumber}</dd>
          <dt>Made On</dt>
          <dd>{formatDottedDate(batch.batchDate)}</dd>
          <dt>Best Before</dt>
          <dd>{formatDottedDate(batch.bestBefore)}</dd>
        </dl>
      );
    }
    default:
      return <p className="katkin-error-box" part="error">{outcome.message}</p>;
  }
}

export function BatchLookup() {
  const { store } = useWidget();
  const [typed, setTyped] = useState('');
  const inputError = useFieldError();
  const lookup = useLookup<BatchOutcome>('the batch lookup failed');

  function search(event: FormEvent) {
    event.preventDefault();
    const parsed = parseBatchNumber(typed);
    if (!parsed.ok) {
      inputError.refuse(parsed.message);
      // The last search's result is not this one's: it goes (and a search under way stops).
      lookup.cancel();
      return;
    }
    inputError.clear();
    // The same number while it is being looked up sends nothing; another number cancels it.
    lookup.start((signal) => lookUpBatch(store, parsed.number, signal), parsed.number);
  }

  return (
    <form className="batch-lookup" role="search" aria-label="Batch lookup" onSubmit={search} noValidate>
      <TextField
        inputRef={inputError.fieldRef}
        // The name holds the visible prefix, so a speech user saying "BN" reaches it (WCAG 2.5.3).
        label="BN batch number"
        labelHidden
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="12345"
        value={typed}
        error={inputError.message}
        onChange={(event) => setTyped(event.currentTarget.value)}
        rowClassName="batch-field"
        before={
          <span className="batch-prefix" aria-hidden="true">
            BN:
          </span>
        }
        after={
          <button type="submit" className="batch-search" part="button" aria-label="Search">
            <SearchIcon />
          </button>
        }
      />
      <div className="batch-result" role="status" aria-live="polite" aria-busy={lookup.state.kind === 'loading'}>
        <Result state={lookup.state} />
      </div>
    </form>
  );
}
