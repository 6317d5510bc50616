// The one way a flow finds an element: a CSS selector matched in the document and in every open
// shadow root under it (the widgets render into open shadow roots), in document order, optionally
// the element whose trimmed textContent includes a text (or equals it, `exact`). Sent into the page as source text (page-source.ts),
// so it may use nothing from this module's scope.
export function deepQuery(css: string, text?: string, exact?: boolean): Element | null {
  const hasText = (el: Element) => {
    const content = (el.textContent ?? '').trim();
    return text === undefined || (exact ? content === text : content.includes(text));
  };
  const matches = (el: Element) => el.matches(css) && hasText(el);
  const walk = (root: Document | ShadowRoot): Element | null => {
    for (const el of root.querySelectorAll('*')) {
      if (matches(el)) return el;
      if (el.shadowRoot) {
        const inner = walk(el.shadowRoot);
        if (inner) return inner;
      }
    }
    return null;
  };
  return walk(document);
}

/** Every match, as deepQuery orders them. */
export function deepQueryAll(css: string, text?: string): Element[] {
  const found: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(css) && (text === undefined || (el.textContent ?? '').includes(text))) found.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return found;
}

/** The element focused through shadow roots (document.activeElement stops at the shadow host). */
export function deepActive(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
