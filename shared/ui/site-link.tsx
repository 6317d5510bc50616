// A link to a site route that is a real <a href> (open in new tab, copy link, screen
// readers' link lists) and, on a plain click, goes through context.navigate so the host
// hears katkin:navigate first and a single-page host can route itself.
import type { MouseEvent, ReactNode } from 'react';
import { siteHref } from '../site-link.ts';
import type { WidgetContext } from '../widget-types.ts';
import { useStore } from './use-store.ts';

interface SiteLinkProps {
  context: WidgetContext;
  /** Route under the site base, with its query: "/manage-plan?subscriptionId=1". */
  route: string;
  className?: string;
  children: ReactNode;
}

/** A click the browser would handle in this tab: left button, no modifier keys. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function SiteLink({ context, route, className, children }: SiteLinkProps) {
  const { siteBase } = useStore(context.store.config);
  const href = siteHref(siteBase, route);
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    context.navigate(href);
  }
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}

/** navigate(route) for a site route, resolved under the site base the same way SiteLink's href is. */
export function useSiteNavigate(context: WidgetContext): (route: string) => void {
  const { siteBase } = useStore(context.store.config);
  return (route) => context.navigate(siteHref(siteBase, route));
}
