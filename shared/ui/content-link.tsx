// A link from CMS content that may leave the site (contract 5.1: only trust-rating `link` and
// social `link`, checked by siteOrExternalLinkField). A site path is a SiteLink (under the site
// base, through katkin:navigate); an http(s) URL opens in a new tab without window.opener and
// without a referrer, and says so to screen readers.
import type { ReactNode } from 'react';
import { isSitePath } from '../site-routes.ts';
import { SiteLink } from './site-link.tsx';

export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (isSitePath(href)) {
    return (
      <SiteLink route={href} className={className}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
