// The app's pages. The widgets are <KatkinWidget> elements like any other; the app routes their
// navigations itself (onNavigate) and lists their events.
import { useState } from 'react';
import { KatkinWidget, type KatkinEvent } from '../../loader/react/index.ts';
import { LITTER_CONTENT, LITTER_VARIANTS } from './litter-content.ts';

export interface WidgetEvents {
  onReady: (event: KatkinEvent<'katkin:ready'>) => void;
  onError: (event: KatkinEvent<'katkin:error'>) => void;
  onNavigate: (event: KatkinEvent<'katkin:navigate'>) => void;
}

export function HomePage() {
  return (
    <>
      <h1 tabIndex={-1}>KatKin shop</h1>
      <p>
        A single-page React app. Its pages render KatKin widgets with <code>&lt;KatkinWidget&gt;</code>; moving between
        them mounts and unmounts the widgets, and the app routes the widgets' links itself.
      </p>
    </>
  );
}

export function BatchPage({ events }: { events: WidgetEvents }) {
  return (
    <>
      <h1 tabIndex={-1}>Check your batch</h1>
      <p>Type the batch number printed on your KatKin pack.</p>
      <KatkinWidget name="batch-lookup" className="reserve-batch-lookup" {...events} />
    </>
  );
}

export function LitterPage({ events }: { events: WidgetEvents }) {
  const [variant, setVariant] = useState('a');
  return (
    <>
      <h1 tabIndex={-1}>Litter trial</h1>
      <fieldset className="react-app-variants">
        <legend>Offer layout</legend>
        {LITTER_VARIANTS.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name="variant" value={choice.value} checked={variant === choice.value} onChange={() => setVariant(choice.value)} />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <KatkinWidget name="litter-trial" options={{ variant }} content={LITTER_CONTENT} className="reserve-litter-trial" {...events} />
    </>
  );
}

export function LoginPage({ onLogIn }: { onLogIn: () => void }) {
  return (
    <>
      <h1 tabIndex={-1}>Log in</h1>
      <p>The shop's own login page, shown by the app when a widget asks the visitor to log in.</p>
      <button type="button" onClick={onLogIn}>
        Log in as the demo customer
      </button>
    </>
  );
}

export function ShopPage({ path }: { path: string }) {
  return (
    <>
      <h1 tabIndex={-1}>Shop page</h1>
      <p>
        A widget sent the visitor to <code>{path}</code>; the real shop shows that page here.
      </p>
    </>
  );
}
