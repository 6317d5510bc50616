// The email-capture widget: a popup (MODAL, a native dialog) shown on page load after `delay`
// seconds, at a scroll depth or on exit intent; or an inline SECTION that fades in once half of
// it is visible or focus enters it. Never for a logged-in visitor, while the form's cookie exists,
// or against its feature flag; a popup at most once per page view. Closing (or signing up) sets
// the form's cookie.
import { headingTag } from '../../shared/heading-level.ts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../../shared/ui/dialog.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { isLoggedIn } from '../../shared/logged-in.ts';
import { DEFAULT_DAYS_UNTIL_CAN_SHOW_AGAIN, suppression, suppressionCookie } from './display-rules.ts';
import { watchTrigger } from './display-triggers.ts';
import type { emailCaptureOptions } from './email-capture-options.ts';
import { EmailForm } from './email-form.tsx';
import { pageIsHttps, readDocumentCookies, writeDocumentCookie } from '../../shared/document-cookies.ts';
import { pageGlobal } from '../../shared/page-global.ts';

const TITLE = 'Get 20% off your first box';
/** Section: the share of the form that must be on screen before it animates in (spec section 9). */
const VISIBILITY_THRESHOLD = 0.5;

/** Popups already shown on this page view, by form id: one set per page, whatever copies of this
 * module it runs (a page opened before a release mounts later widgets from the next one). */
const shownThisPageView = () => pageGlobal('katkin.email-popups-shown', () => new Set<string>());

type Phase = 'waiting' | 'open' | 'closed';

function InlineSection({ headingLevel, children }: { headingLevel: number; children: ReactNode }) {
  const titleId = useId();
  const Heading = headingTag(headingLevel);
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true),
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [visible]);
  // Focus entering shows it too: a section taller than twice the viewport is never half on screen,
  // and a keyboard user must never land on an invisible control. onFocus is focusin in React and
  // preact/compat, so focus on any control inside counts.
  return (
    <section
      ref={ref}
      className={`email-section${visible ? ' is-visible' : ''}`}
      aria-labelledby={titleId}
      onFocus={() => setVisible(true)}
    >
      <Heading id={titleId} className="email-title" part="title">
        {TITLE}
      </Heading>
      {children}
    </section>
  );
}

export function EmailCapture({ attributes }: WidgetProps<typeof emailCaptureOptions>) {
  const { widget, store } = useWidget();
  const formId = attributes['data-form-id']!;
  const modal = (attributes['data-display-type'] ?? 'MODAL') === 'MODAL';
  const days = attributes['data-days-until-can-show-again'] ?? DEFAULT_DAYS_UNTIL_CAN_SHOW_AGAIN;
  const auth = useStore(store.auth);
  const flags = useStore(store.flags);
  // The cookie as the page loaded: signing up sets it, and that must not hide the thanks message.
  const [cookieAtStart] = useState(readDocumentCookies);
  const [phase, setPhase] = useState<Phase>('waiting');

  const blockedBy = suppression({
    formId,
    loggedIn: isLoggedIn(auth, cookieAtStart),
    cookieHeader: cookieAtStart,
    flags,
    flagId: attributes['data-feature-flag-id'],
    flagValue: attributes['data-feature-flag-value'],
    shownThisPageView: modal && phase === 'waiting' && shownThisPageView().has(formId),
  });

  const popupOn = attributes['data-popup-on'] ?? 'PAGE_LOAD';
  const delay = attributes['data-delay'] ?? 0;
  useEffect(() => {
    if (!modal || phase !== 'waiting' || blockedBy) return;
    return watchTrigger(popupOn, delay, () => {
      shownThisPageView().add(formId);
      setPhase('open');
    });
  }, [modal, phase, blockedBy, popupOn, delay, formId]);

  const keepAway = () => {
    const cookie = suppressionCookie(formId, days, pageIsHttps());
    if (cookie) writeDocumentCookie(widget, cookie);
  };

  if (blockedBy || phase === 'closed') return null;
  const form = <EmailForm formId={formId} onSignedUp={keepAway} labelStyle={modal ? 'asterisk' : 'words'} />;
  // The popup's title keeps its level: a modal dialog is its own outline (shared/heading-level.ts).
  if (!modal) return <InlineSection headingLevel={attributes['data-heading-level'] ?? 2}>{form}</InlineSection>;
  if (phase !== 'open') return null;
  return (
    <Dialog
      title={TITLE}
      className="email-dialog"
      onClose={() => {
        keepAway();
        setPhase('closed');
      }}
    >
      {form}
    </Dialog>
  );
}
