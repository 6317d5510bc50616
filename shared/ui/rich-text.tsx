// THE one way any widget shows CMS rich text: sanitised with DOMPurify (no scripts, no event
// handlers, no styles, no forms), then each link kept follows contract 5.1 (shared/rich-text-links.ts):
// a site path on the site base, another origin's link with rel="noopener noreferrer", mailto: and
// tel: as written, any other link dropped with its text kept. A plain click on an http(s) link
// fires katkin:navigate first; a host that cancels it (an SPA routing itself) keeps the page.
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { richTextLink } from '../rich-text-links.ts';
import { isPlainClick } from './site-link.tsx';
import { useStore } from './use-store.ts';
import { useWidget } from './widget-context.tsx';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title'];

// Configured once, on first use: parsing the config on every call costs milliseconds each. A
// fragment, not a string, so the links can be rewritten before the HTML is written out.
let configured = false;
function purifier() {
  if (!configured) {
    configured = true;
    DOMPurify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, RETURN_DOM_FRAGMENT: true });
  }
  return DOMPurify;
}

/** One link the sanitiser kept, made to follow contract 5.1 against the site base. */
function applyLinkRule(link: HTMLAnchorElement, siteBase: string): void {
  const rule = link.hasAttribute('href') ? richTextLink(link.getAttribute('href')!, siteBase) : undefined;
  if (!rule) {
    link.replaceWith(...link.childNodes);
    return;
  }
  link.setAttribute('href', rule.url);
  // Another origin, or any target (a named one too): the opened page must not reach window.opener.
  const external = rule.kind === 'web' && rule.external;
  if (external || link.hasAttribute('target')) link.setAttribute('rel', 'noopener noreferrer');
  else link.removeAttribute('rel');
}

/**
 * Renames style and on* attributes inside tags before parsing. Not for safety (DOMPurify drops
 * them anyway) but because Chromium reports a CSP violation (style-src-attr, script-src-attr)
 * for such attributes the parser meets, and CMS text pasted from editors is full of them. The
 * renamed attribute is a data-* one, which the sanitiser removes.
 */
export function withoutInlineAttributes(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])(style|on[a-z]+)(\s*=)/gi, '$1data-dropped-$2$3'));
}

/** Returns safe HTML: only simple formatting and the links contract 5.1 allows, resolved on `siteBase`. */
export function sanitiseRichText(html: string, siteBase: string): string {
  const fragment = purifier().sanitize(withoutInlineAttributes(html)) as unknown as DocumentFragment;
  fragment.querySelectorAll('a').forEach((link) => applyLinkRule(link, siteBase));
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const context = useWidget();
  const { siteBase } = useStore(context.store.config);
  const safe = useMemo(() => sanitiseRichText(html, siteBase), [html, siteBase]);
  // One listener for every link inside: the browser follows the href unless the host cancels.
  function announce(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (!link || !isPlainClick(event) || !/^https?:$/.test(link.protocol)) return;
    if (!context.announceNavigation(link.href)) event.preventDefault();
  }
  // The div only hears the links' clicks (Enter on a link is one too); the links are the targets.
  return <div className={className} onClick={announce} dangerouslySetInnerHTML={{ __html: safe }} />;
}
