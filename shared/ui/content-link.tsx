// A link from CMS content that may leave the site (contract 5.1: only trust-rating `link` and
// social `link`, checked by siteOrExternalLinkField). A site path is a SiteLink (under the site
// base, through katkin:navigate); an http(s) URL opens in a new tab without window.opener and
// without a referrer, and says so to screen readers. Its plain click fires katkin:navigate first,
// as contract 5.1 has for every http(s) link: a host that cancels it opens nothing.
import type { MouseEvent, ReactNode } from 'react';
import { isSitePath } from '../site-routes.ts';
import { isPlainClick, SiteLink } from './site-link.tsx';
import { useWidget } from './widget-context.tsx';

export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const context = useWidget();
  if (isSitePath(href)) {
    return (
      <SiteLink route={href} className={className}>
        {children}
      </SiteLink>
    );
  }
  function announce(event: MouseEvent<HTMLAnchorElement>) {
    if (isPlainClick(event) && !context.announceNavigation(event.currentTarget.href)) event.preventDefault();
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={announce}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
