// THE one way any widget shows CMS rich text: sanitised with DOMPurify (no scripts, no event
// handlers, no styles, no forms), and every link that names a target gets rel="noopener
// noreferrer", so no page it opens can reach back through window.opener.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title'];

/** Any target (a named one too) would keep window.opener for the opened page. */
export function guardLinkTarget(node: Element): void {
  if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
}

// Configured once, on first use: parsing the config on every call costs milliseconds each.
let configured = false;
function purifier() {
  if (!configured) {
    configured = true;
    DOMPurify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
    DOMPurify.addHook('afterSanitizeAttributes', guardLinkTarget);
  }
  return DOMPurify;
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

/** Returns safe HTML: only simple formatting and links with safe URLs survive. */
function sanitiseRichText(html: string): string {
  return purifier().sanitize(withoutInlineAttributes(html));
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitiseRichText(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
