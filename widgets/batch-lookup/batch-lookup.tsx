// The batch lookup section: BN: text box, search on Enter or the icon, then the batch,
// the server's not-found message, or the catch-all error. Results go to a live region.
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDottedDate } from '../../shared/format/iso-date.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { lookUpBatch, type BatchOutcome } from './batch-api.ts';
import { parseBatchNumber } from './batch-number.ts';

type SearchState = { kind: 'ready' } | { kind: 'searching' } | BatchOutcome;

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function Result({ state }: { state: SearchState }) {
  switch (state.kind) {
    case 'ready':
      return null;
    case 'searching':
      return <Spinner label="Searching…" />;
    case 'found': {
      const { batch } = state;
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
      return <p className="katkin-error-box">{state.message}</p>;
  }
}

export function BatchLookup({ context }: WidgetProps<Record<string, never>, undefined>) {
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [state, setState] = useState<SearchState>({ kind: 'ready' });
  const latest = useRef(0);
  const id = useId();

  async function search(event: FormEvent) {
    event.preventDefault();
    const parsed = parseBatchNumber(typed);
    if (!parsed.ok) {
      setInputError(parsed.message);
      return;
    }
    setInputError(undefined);
    // Only the newest search may set the result, whatever order the replies come in.
    const ticket = ++latest.current;
    setState({ kind: 'searching' });
    const outcome = await lookUpBatch(context.store, parsed.number);
    if (ticket === latest.current) setState(outcome);
  }

  return (
    <form className="batch-lookup" role="search" aria-label="Batch lookup" onSubmit={search} noValidate>
      <label htmlFor={`${id}-bn`} className="visually-hidden">
        Batch number
      </label>
      <div className="batch-field">
        <span className="batch-prefix" aria-hidden="true">
          BN:
        </span>
        <input
          id={`${id}-bn`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12345"
          value={typed}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? `${id}-error` : undefined}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="batch-search" aria-label="Search">
          <SearchIcon />
        </button>
      </div>
      {inputError && (
        <p id={`${id}-error`} className="katkin-field-error">
          {inputError}
        </p>
      )}
      <div className="batch-result" role="status" aria-live="polite" aria-busy={state.kind === 'searching'}>
        <Result state={state} />
      </div>
    </form>
  );
}
