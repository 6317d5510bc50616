// Reads a placeholder's raw options: data-* attributes (less the loader's own data-katkin-* and
// data-loading, which the loader reads) and the text of its one JSON child. Validation is the
// widget's job (it owns the schema).
import type { RawOptions } from '../shared/widget-types.ts';
import { LOADING_ATTRIBUTE } from './lazy-mount.ts';

export const WIDGET_ATTRIBUTE = 'data-katkin-widget';
export const STATE_ATTRIBUTE = 'data-katkin-state';

export function readRawOptions(element: Element): RawOptions {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('data-') && !name.startsWith('data-katkin-') && name !== LOADING_ATTRIBUTE) attributes[name] = value;
  }
  const json = element.querySelector(':scope > script[type="application/json"]');
  return { attributes, jsonText: json?.textContent ?? undefined };
}
