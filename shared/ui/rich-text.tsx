// THE one way any widget shows CMS rich text. The browser's parser reads the HTML once, into an
// inert <template> (nothing in it runs or loads); from that tree only simple formatting is built
// again as elements of our own, with only href, target, rel and title. Nothing is ever written as
// HTML, so there is no second parse for markup to change meaning in (the mutation XSS a sanitiser
// that returns HTML has to guard against). An element not allowed is dropped and its text kept,
// except those whose content is not text (scripts, styles, frames, media, SVG, MathML, forms'
// lists). Each link kept follows contract 5.1 (shared/rich-text-links.ts): a site path on the
// site base, another origin's link with rel="noopener noreferrer", mailto: and tel: as written,
// any other link dropped with its text kept. A plain click on an http(s) link fires
// katkin:navigate first; a host that cancels it (an SPA routing itself) keeps the page.
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { logError } from '../log.ts';
import { richTextLink } from '../rich-text-links.ts';
import { TRUSTED_TYPES_POLICY, trustedValue } from '../trusted-types.ts';
import { announceFollowedLink } from './site-link.tsx';
import { useStore } from './use-store.ts';
import { useWidget } from './widget-context.tsx';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'small', 'sup', 'sub']);
const DROPPED_WITH_CONTENT = new Set(
  'script style template noscript noembed noframes iframe object embed svg math title textarea select video audio canvas xmp plaintext'.split(' '),
);

/**
 * Renames style and on* attributes inside tags before parsing. Not for safety (no attribute but
 * href, target, rel and title is ever copied) but because Chromium reports a CSP violation
 * (style-src-attr, script-src-attr) for such attributes the parser meets, and CMS text pasted
 * from editors is full of them.
 */
export function withoutInlineAttributes(html: string): string {
  // A tag runs to the first > outside quotes (title="a>b" does not end it), or to the end of the
  // text, as the browser reads an unfinished one: so every < is read once (linear time, where a
  // tag that had to end in > made hostile text like "<a<a<a…" quadratic). Inside it, quoted values
  // are passed over, and a name after a space, a slash or a value's closing quote is renamed.
  return html.replace(/<[a-z](?:"[^"]*(?:"|$)|'[^']*(?:'|$)|[^"'>])*(?:>|$)/gi, (tag) =>
    tag.replace(/("[^"]*"|'[^']*'|[\s/])(style|on[a-z]+)(?=\s*=)|"[^"]*(?:"|$)|'[^']*(?:'|$)/gi, (match, lead?: string, name?: string) =>
      name ? `${lead}data-dropped-${name}` : match,
    ),
  );
}

/** The props of one allowed element: its title, a link's href, target and rel by contract 5.1; undefined drops a link. */
function propsOf(element: Element, tag: string, siteBase: string): Record<string, string> | undefined {
  const props: Record<string, string> = {};
  const copy = (name: string): boolean => {
    const value = element.getAttribute(name);
    if (value !== null) props[name] = value;
    return value !== null;
  };
  if (tag === 'a') {
    const href = element.getAttribute('href');
    const rule = href === null ? undefined : richTextLink(href, siteBase);
    if (!rule) return undefined;
    props.href = rule.url;
    // Another origin, or any target (a named one too): the opened page must not reach window.opener.
    if (copy('target') || (rule.kind === 'web' && rule.external)) props.rel = 'noopener noreferrer';
  }
  copy('title');
  return props;
}

/** React elements for the allowed part of `nodes`; `keys` numbers them, unique within one text. */
function build(nodes: NodeListOf<ChildNode>, siteBase: string, keys: { next: number }): ReactNode[] {
  return [...nodes].flatMap((node): ReactNode[] => {
    if (node.nodeType === Node.TEXT_NODE) return [node.nodeValue];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) return [];
    const children = build(element.childNodes, siteBase, keys);
    const props = ALLOWED_TAGS.has(tag) ? propsOf(element, tag, siteBase) : undefined;
    if (!props) return children;
    const Tag = tag as 'span';
    // No children at all rather than none: React refuses any children on <br>, an empty list too.
    return [
      <Tag key={keys.next++} {...props}>
        {children.length > 0 ? children : undefined}
      </Tag>,
    ];
  });
}

// The parse's input as TrustedHTML where the page requires it: it only ever fills the inert template.
const trustedHtml = trustedValue('createHTML');

/** The elements to show for CMS `html`: only simple formatting and the links contract 5.1 allows, resolved on `siteBase`. */
export function sanitiseRichText(html: string, siteBase: string): ReactNode[] {
  const template = document.createElement('template');
  template.innerHTML = trustedHtml(withoutInlineAttributes(html));
  return build(template.content.childNodes, siteBase, { next: 0 });
}

/** The text's elements, or none and a console message when a page requiring Trusted Types refused our policy. */
function richTextOrNothing(html: string, siteBase: string, widget: string): ReactNode[] {
  try {
    return sanitiseRichText(html, siteBase);
  } catch (error) {
    logError(widget, `rich text not shown: the page's CSP must allow trusted-types ${TRUSTED_TYPES_POLICY} 'allow-duplicates'`, error);
    return [];
  }
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const context = useWidget();
  const { siteBase } = useStore(context.store.config);
  const safe = useMemo(() => richTextOrNothing(html, siteBase, context.widget), [html, siteBase, context.widget]);
  // One listener for every link inside: the browser follows the href unless the host cancels.
  function announce(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (link) announceFollowedLink(event, link, context.announceNavigation);
  }
  // The div only hears the links' clicks (Enter on a link is one too); the links are the targets.
  return (
    <div className={className} onClick={announce}>
      {safe}
    </div>
  );
}
