// A link from CMS content that may leave the site (contract 5.1: only trust-rating `link` and
// social `link`, checked by siteOrExternalLinkField). A site path is a SiteLink (under the site
// base, through katkin:navigate); an http(s) URL has rel="noopener noreferrer" (contract 5.1) and
// its plain click fires katkin:navigate first, as every http(s) link's does: a host that cancels
// it keeps the page, otherwise the page goes there (contract section 4), in this tab as any link.
import type { ReactNode } from 'react';
import { isSitePath, webUrl } from '../site-routes.ts';
import { announceFollowedLink, SiteLink } from './site-link.tsx';
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
  return (
    <a href={webUrl(href)} className={className} rel="noopener noreferrer" onClick={(event) => announceFollowedLink(event, event.currentTarget, context.announceNavigation)}>
      {children}
    </a>
  );
}
