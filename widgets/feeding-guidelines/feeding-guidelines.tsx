// The feeding guidelines section: 'See feeding guidelines' reveals the calculator (a disclosure
// button, so its state is announced), with 'Log in instead' for visitors who are not logged in.
import { useId, useState } from 'react';
import { DEFAULT_KCAL_PER_TRAY } from '../../shared/cat-energy.ts';
import { isLoggedIn } from '../../shared/logged-in.ts';
import { loginRoute } from '../../shared/site-routes.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { SiteLink } from '../../shared/ui/site-link.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { FeedingCalculator } from './feeding-calculator.tsx';
import type { feedingGuidelinesOptions } from './feeding-guidelines-options.ts';
import { readDocumentCookies } from '../../shared/document-cookies.ts';

export function FeedingGuidelines({ attributes }: WidgetProps<typeof feedingGuidelinesOptions>) {
  const [open, setOpen] = useState(false);
  const auth = useStore(useWidget().store.auth);
  const calculatorId = useId();
  // aria-controls only while the calculator is there to point at (APG disclosure tests).

  return (
    <section className="feeding-guidelines" aria-label="Feeding guidelines">
      <button type="button" className="katkin-button" part="button button-primary" aria-expanded={open} aria-controls={open ? calculatorId : undefined} onClick={() => setOpen(!open)}>
        See feeding guidelines
      </button>
      {!isLoggedIn(auth, readDocumentCookies()) && (
        <p className="feeding-login">
          Already a customer?{' '}
          {/* Spec: /login with postLogin holding the current path, so the visitor comes back here. */}
          <SiteLink route={loginRoute()}>Log in instead</SiteLink>
        </p>
      )}
      {open && <FeedingCalculator id={calculatorId} kcalPerTray={attributes['data-kcal-per-tray'] ?? DEFAULT_KCAL_PER_TRAY} />}
    </section>
  );
}
