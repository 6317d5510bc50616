// A real link (href, middle-click, "copy link" work) whose plain click goes through
// context.navigate, so the host hears katkin:navigate and an SPA can route itself.
import type { MouseEvent, ReactNode } from 'react';

export interface SiteLinkProps {
  to: string;
  siteBase: string;
  navigate(url: string): void;
  className?: string;
  children: ReactNode;
}

export function SiteLink({ to, siteBase, navigate, className, children }: SiteLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  }
  return (
    <a className={className} href={new URL(to, `${siteBase}/`).href} onClick={follow}>
      {children}
    </a>
  );
}
