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

/** Returns safe HTML: only simple formatting and links with safe URLs survive. */
export function sanitiseRichText(html: string): string {
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitiseRichText(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
