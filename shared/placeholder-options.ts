// Reads a placeholder's raw options at mount, in the widget's own code (defineWidget,
// defineHeadlessWidget): data-* attributes, less the loader's own data-katkin-* and data-loading,
// and the text of its one JSON child. Validation is the widget's job (it owns the schema). It is
// here, not in loader.js, because only a page with a widget on it needs it (issue 21: the core
// pays for discovery, not for mounting).
import { LOADER_ATTRIBUTE_PREFIX } from './placeholder-markup.ts';
import type { RawOptions } from './widget-types.ts';

/** data-loading="lazy" | "eager": read by the loader (loader/lazy-mount.ts), never a widget's option. */
export const LOADING_ATTRIBUTE = 'data-loading';

export function readRawOptions(element: Element): RawOptions {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('data-') && !name.startsWith(LOADER_ATTRIBUTE_PREFIX) && name !== LOADING_ATTRIBUTE) attributes[name] = value;
  }
  const json = element.querySelector(':scope > script[type="application/json"]');
  return { attributes, jsonText: json?.textContent ?? undefined };
}
