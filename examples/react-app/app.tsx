// The example React host app: a header with its routes and a login button (useKatkin().setAuth
// through useDemoAuth), the page of the route, and the list of widget events the app received.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KatkinEvent } from '../../loader/react/index.ts';
import { useDemoAuth } from './auth.ts';
import { BatchPage, HomePage, LitterPage, LoginPage, ShopPage, type WidgetEvents } from './pages.tsx';
import { appHref, appHrefOfSiteUrl, returnHref, useRoute } from './routing.ts';

const NAV = [
  { page: 'home', label: 'Home' },
  { page: 'batch', label: 'Batch lookup' },
  { page: 'litter', label: 'Litter trial' },
];

export function App() {
  const { route, go, follow } = useRoute();
  const { loggedIn, logIn, logOut } = useDemoAuth();
  const [log, setLog] = useState<string[]>([]);
  const main = useRef<HTMLElement>(null);

  // A new page: focus its heading, as a full page load would put the reader at its start.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [route]);

  const record = useCallback((event: KatkinEvent) => {
    const { widget, ...rest } = event.detail;
    setLog((entries) => [...entries, `${event.type} ${widget} ${Object.values(rest).join(' ')}`.trim()]);
  }, []);
  // A widget's link or redirect: shown by the app's router instead of a full page load.
  const onNavigate = useCallback(
    (event: KatkinEvent<'katkin:navigate'>) => {
      record(event);
      const href = appHrefOfSiteUrl(event.detail.url);
      if (href === undefined) return; // another site: the browser goes there
      event.preventDefault();
      go(href);
    },
    [record, go],
  );
  const events: WidgetEvents = { onReady: record, onError: record, onNavigate };

  const page = {
    home: () => <HomePage />,
    batch: () => <BatchPage events={events} />,
    litter: () => <LitterPage events={events} />,
    login: () => <LoginPage onLogIn={() => (logIn(), go(returnHref(route.params.get('postLogin'))))} />,
    shop: () => <ShopPage path={route.params.get('path') ?? '/'} />,
  }[route.page] ?? (() => <HomePage />);

  return (
    <>
      <header className="react-app-header">
        <nav aria-label="Shop">
          {NAV.map(({ page: name, label }) => (
            <a key={name} href={appHref(name)} onClick={follow} aria-current={route.page === name ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </nav>
        <p role="status">{loggedIn ? 'Logged in as the demo customer' : 'Not logged in'}</p>
        <button type="button" onClick={loggedIn ? logOut : logIn}>
          {loggedIn ? 'Log out' : 'Log in'}
        </button>
      </header>
      <main ref={main}>{page()}</main>
      <section aria-labelledby="widget-events" className="react-app-events">
        <h2 id="widget-events">Widget events</h2>
        <ol aria-labelledby="widget-events">
          {log.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
