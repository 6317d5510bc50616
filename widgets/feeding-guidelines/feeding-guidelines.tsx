// The feeding guidelines section: 'See feeding guidelines' reveals the calculator (a disclosure
// button, so its state is announced), with 'Log in instead' for visitors who are not logged in.
import { useId, useState, type MouseEvent } from 'react';
import { DEFAULT_KCAL_PER_TRAY } from '../../shared/cat-energy.ts';
import { isLoggedIn } from '../../shared/logged-in.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { FeedingCalculator } from './feeding-calculator.tsx';
import { loginUrl } from './login-link.ts';

export interface FeedingOptions extends Record<string, unknown> {
  'data-kcal-per-tray': number;
}

export function FeedingGuidelines({ attributes, context }: WidgetProps<FeedingOptions, undefined>) {
  const [open, setOpen] = useState(false);
  const auth = useStore(context.store.auth);
  const { siteBase } = useStore(context.store.config);
  const calculatorId = useId();
  const loginPath = loginUrl(location.pathname + location.search);

  function logIn(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    context.navigate(loginPath);
  }

  return (
    <section className="feeding-guidelines" aria-label="Feeding guidelines">
      <button type="button" className="katkin-button" aria-expanded={open} aria-controls={calculatorId} onClick={() => setOpen(!open)}>
        See feeding guidelines
      </button>
      {!isLoggedIn(auth, document.cookie) && (
        <p className="feeding-login">
          Already a customer?{' '}
          <a href={new URL(loginPath, `${siteBase}/`).href} onClick={logIn}>
            Log in instead
          </a>
        </p>
      )}
      {open && <FeedingCalculator id={calculatorId} kcalPerTray={attributes['data-kcal-per-tray'] ?? DEFAULT_KCAL_PER_TRAY} />}
    </section>
  );
}
