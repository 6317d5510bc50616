// A link to a site route that is a real <a href> (open in new tab, copy link, screen
// readers' link lists) and, on a plain click, goes through context.navigate so the host
// hears katkin:navigate first and a single-page host can route itself. The href and the
// navigation both come from shared/site-routes.ts, so they are the same URL.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { siteRouteUrl } from '../site-routes.ts';
import { useStore } from './use-store.ts';
import { useWidget } from './widget-context.tsx';

/** Any attribute of the link (className, data-testid, ...) but its href and click, which the route decides. */
interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** Route under the site base, with its query: "/manage-plan?subscriptionId=1". */
  route: string;
}

/** A click the browser would handle in this tab: left button, no modifier keys. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A plain click on an http(s) link the browser follows itself (rich text's links, CMS links to
 * other sites): katkin:navigate first (contract 5.1), and a host that cancels it keeps the page.
 */
export function announceFollowedLink(event: MouseEvent, link: HTMLAnchorElement, announceNavigation: (url: string) => boolean): void {
  if (isPlainClick(event) && /^https?:$/.test(link.protocol) && !announceNavigation(link.href)) event.preventDefault();
}

export function SiteLink({ route, children, ...attributes }: SiteLinkProps) {
  const context = useWidget();
  const { siteBase } = useStore(context.store.config);
  // A refused route (options checks keep them out) renders no href: the click still reports it.
  const href = siteRouteUrl(siteBase, route);
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    context.navigate(route);
  }
  return (
    <a {...attributes} href={href} onClick={follow}>
      {children}
    </a>
  );
}
