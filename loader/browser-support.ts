// The browser floor (README "Browser support"): what the loader and every widget use without a
// fallback. Checked once, first thing in boot(), so an older browser gets the host page untouched,
// each placeholder as the host wrote it, and one console message naming what is missing, never a
// script error from a widget half-mounted. IntersectionObserver is not here: lazy placeholders
// and the email capture's inline section mount eagerly without it.
import { logWarn } from '../shared/log.ts';

/** Each need: the name the message gives, and whether this browser has it. Only the needs that
 * set the floor: what every browser with these has (shadow roots, constructed stylesheets,
 * Array.prototype.at) is not checked again, to keep the loader small. */
const NEEDS: [name: string, present: () => boolean][] = [
  // Every widget's styles: a constructed stylesheet adopted by its shadow root (CSP-safe).
  ['adoptedStyleSheets on shadow roots', () => typeof ShadowRoot === 'function' && 'adoptedStyleSheets' in ShadowRoot.prototype],
  // Every popup: the native modal dialog (top layer, inert page behind it, Escape).
  ['<dialog> showModal()', () => typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function'],
  // The loader's own code.
  ['Object.hasOwn', () => typeof Object.hasOwn === 'function'],
];

/** The needs this browser lacks ([] when it has them all). */
export function missingFeatures(): string[] {
  return NEEDS.filter(([, present]) => !present()).map(([name]) => name);
}

/** True when the widgets can run here; otherwise says once what is missing. */
export function browserSupported(): boolean {
  const missing = missingFeatures();
  if (missing.length === 0) return true;
  // The supported versions are in the README; the message stays short (it ships in every page's loader).
  logWarn('loader', `this browser lacks ${missing.join(', ')}; the widgets stay as the page wrote them`);
  return false;
}
