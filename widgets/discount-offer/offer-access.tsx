// Contract section 5: the offer needs an access token. With one, the offer loads. Logged in by the
// logged_in_v1 cookie only, it waits for setAuth (the host's token arrives later) and, 15 s after
// mounting without one, shows the failure box with a way back to /manage-plan instead of a spinner
// for ever. Logged out, it links to /login with postLogin, so the visitor comes back here.
import { useEffect, useState, type ReactNode } from 'react';
import { readDocumentCookies } from '../../shared/document-cookies.ts';
import { isLoggedIn } from '../../shared/logged-in.ts';
import { loginRoute } from '../../shared/site-routes.ts';
import { SiteLink } from '../../shared/ui/site-link.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { SomethingWentWrong } from './offer-error.tsx';

/** How long a page logged in by cookie waits for setAuth's token (contract section 5). */
const TOKEN_WAIT_MS = 15_000;

export function WithAccessToken({ children }: { children: ReactNode }) {
  const { store } = useWidget();
  const auth = useStore(store.auth);
  const hasToken = Boolean(auth?.accessToken);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (hasToken) return;
    const timer = setTimeout(() => setWaitedOut(true), TOKEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [hasToken]);

  if (hasToken) return children;
  return (
    <div className="offer" role="status" aria-live="polite">
      {!isLoggedIn(auth, readDocumentCookies()) ? <LogIn /> : waitedOut ? <NoToken /> : <Spinner label="Loading your offer…" />}
    </div>
  );
}

function LogIn() {
  return (
    <div className="offer-login" part="card">
      <p>Log in to see your discount.</p>
      <SiteLink route={loginRoute()} className="katkin-button" part="button button-primary">
        Log in
      </SiteLink>
    </div>
  );
}

function NoToken() {
  return (
    <SomethingWentWrong>
      <SiteLink route="/manage-plan" className="katkin-button" part="button button-primary">
        Back to my plan
      </SiteLink>
    </SomethingWentWrong>
  );
}
