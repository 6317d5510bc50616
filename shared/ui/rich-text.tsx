// THE one way any widget shows CMS rich text: sanitised with DOMPurify (no scripts, no event
// handlers, no styles, no forms), links that open a new tab get rel="noopener noreferrer".
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title'];

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/**
 * Renames style attributes inside tags before parsing. Not for safety (DOMPurify drops them
 * anyway) but because Chromium reports a style-src-attr CSP violation for every style attribute
 * DOMPurify's parser meets, and CMS text pasted from editors is full of them. The renamed
 * attribute is a data-* one, which the sanitiser removes.
 */
export function withoutStyleAttributes(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/(\s)style(\s*=)/gi, '$1data-dropped-style$2'));
}

/** Returns safe HTML: only simple formatting and links with safe URLs survive. */
export function sanitiseRichText(html: string): string {
  return purifier().sanitize(withoutStyleAttributes(html), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitiseRichText(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
