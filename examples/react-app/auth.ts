// The app's login state: sent to every widget with useKatkin().setAuth, kept in sessionStorage so
// that a reload keeps the visitor logged in (as the other examples keep theirs).
import { useCallback, useEffect, useState } from 'react';
import { useKatkin } from '../../loader/react/index.ts';

const KEY = 'react-app-auth';
const DEMO_CUSTOMER = { accessToken: 'demo-token', customerId: '1001' };

export function useDemoAuth(): { loggedIn: boolean; logIn: () => void; logOut: () => void } {
  const katkin = useKatkin();
  const [loggedIn, setLoggedIn] = useState(() => sessionStorage.getItem(KEY) !== null);
  // The widgets learn the state at start-up and on every change, before or after the loader runs.
  useEffect(() => katkin.setAuth(loggedIn ? DEMO_CUSTOMER : null), [katkin, loggedIn]);
  const logIn = useCallback(() => {
    sessionStorage.setItem(KEY, '1');
    setLoggedIn(true);
  }, []);
  const logOut = useCallback(() => {
    sessionStorage.removeItem(KEY);
    setLoggedIn(false);
  }, []);
  return { loggedIn, logIn, logOut };
}
