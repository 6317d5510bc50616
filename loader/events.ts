// The contract's page-wide events (section 4): bubbling, composed CustomEvents on the placeholder.
import type { ErrorCode } from '../shared/widget-types.ts';

export type KatkinEventName = 'katkin:ready' | 'katkin:error' | 'katkin:navigate';
export const EVENT_NAMES: readonly KatkinEventName[] = ['katkin:ready', 'katkin:error', 'katkin:navigate'];

export function emitReady(element: Element, widget: string): void {
  element.dispatchEvent(new CustomEvent('katkin:ready', { bubbles: true, composed: true, detail: { widget } }));
}

export function emitError(element: Element, widget: string, code: ErrorCode, message: string): void {
  element.dispatchEvent(
    new CustomEvent('katkin:error', { bubbles: true, composed: true, detail: { widget, code, message } }),
  );
}

/** Returns true when the host let the navigation happen (did not call preventDefault). */
export function emitNavigate(element: Element, widget: string, url: string): boolean {
  return element.dispatchEvent(
    new CustomEvent('katkin:navigate', { bubbles: true, composed: true, cancelable: true, detail: { widget, url } }),
  );
}
