// The browser floor (README "Browser support"): what the loader and every widget use without a
// fallback. Checked once, first thing in boot(), so an older browser gets the host page untouched,
// each placeholder as the host wrote it, and one console message naming what is missing, never a
// script error from a widget half-mounted. IntersectionObserver is not here: lazy placeholders
// and the email popup mount eagerly without it.

/** Each need: the name the message gives, and whether this browser has it. */
const NEEDS: [name: string, present: () => boolean][] = [
  // Every widget's styles: a constructed CSSStyleSheet adopted by its shadow root (CSP-safe).
  ['attachShadow', () => typeof Element.prototype.attachShadow === 'function'],
  ['constructed stylesheets (CSSStyleSheet.replaceSync)', () => typeof CSSStyleSheet === 'function' && typeof CSSStyleSheet.prototype.replaceSync === 'function'],
  ['adoptedStyleSheets on shadow roots', () => typeof ShadowRoot === 'function' && 'adoptedStyleSheets' in ShadowRoot.prototype],
  // Every popup: the native modal dialog (top layer, inert page behind it, Escape).
  ['<dialog> showModal()', () => typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function'],
  // The loader's and widgets' own code.
  ['Object.hasOwn', () => typeof Object.hasOwn === 'function'],
  ['Array.prototype.at', () => typeof Array.prototype.at === 'function'],
];

export const SUPPORTED_BROWSERS = 'Chrome and Edge 93, Firefox 101, Safari 16.4 (iOS 16.4) or newer';

/** The needs this browser lacks ([] when it has them all). */
export function missingFeatures(): string[] {
  return NEEDS.filter(([, present]) => !present()).map(([name]) => name);
}

/** True when the widgets can run here; otherwise says once what is missing. */
export function browserSupported(): boolean {
  const missing = missingFeatures();
  if (missing.length === 0) return true;
  console.warn(`katkin: loader: this browser lacks ${missing.join(', ')}; the widgets stay as the page wrote them (supported: ${SUPPORTED_BROWSERS})`);
  return false;
}
