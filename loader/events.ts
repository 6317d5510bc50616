// The contract's page-wide events (section 4): bubbling, composed CustomEvents on the placeholder,
// each detail checked against the host-facing types in katkin-api.ts.
import type { KatkinErrorCode, KatkinEventDetails, KatkinEventName } from '../shared/katkin-api.ts';

export const EVENT_NAMES: readonly KatkinEventName[] = ['katkin:ready', 'katkin:error', 'katkin:navigate'];

export const isEventName = (value: unknown): value is KatkinEventName =>
  (EVENT_NAMES as readonly unknown[]).includes(value);

function emit<N extends KatkinEventName>(element: Element, name: N, detail: KatkinEventDetails[N], cancelable = false): boolean {
  return element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable, detail }));
}

export function emitReady(element: Element, widget: string): void {
  emit(element, 'katkin:ready', { widget });
}

export function emitError(element: Element, widget: string, code: KatkinErrorCode, message: string): void {
  emit(element, 'katkin:error', { widget, code, message });
}

/** Returns true when the host let the navigation happen (did not call preventDefault). */
export function emitNavigate(element: Element, widget: string, url: string): boolean {
  return emit(element, 'katkin:navigate', { widget, url }, true);
}
