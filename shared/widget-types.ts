// The one handle shape between the loader and every widget remote.
import type { KatkinErrorCode } from './katkin-api.ts';
import type { KatkinStore } from './store-types.ts';

/** What a placeholder holds for its widget (shared/placeholder-options.ts), before the widget validates it. */
export interface RawOptions {
  /** Every data-* attribute except data-katkin-*, by attribute name ("data-variant"). */
  attributes: Record<string, string>;
  /** Text of the single child <script type="application/json">, if any. */
  jsonText: string | undefined;
}

/** The host sees these as `katkin:error` codes, so the one list is in the host API types. */
export type ErrorCode = KatkinErrorCode;

/** What the loader hands each widget's mount(). */
export interface MountContext {
  widget: string;
  store: KatkinStore;
  /**
   * Announces katkin:navigate for a URL that came through the one navigation check (a widget's
   * `navigate`, shared/widget-navigation.ts) and goes there unless the host cancels it.
   */
  go(url: string): void;
  /**
   * Fires katkin:navigate for an http(s) link the browser follows itself (a link inside rich
   * text, contract 5.1); false when the host cancelled it and the click must not go on.
   */
  announceNavigation(url: string): boolean;
  /** First render done: the loader sets data-katkin-state="ready" and fires katkin:ready. */
  ready(): void;
  /** The widget cannot go on: the loader sets the error state and fires katkin:error. */
  fail(code: ErrorCode, message: string): void;
}

/** What a widget's code sees (useWidget): the loader's context with `navigate` in place of `go`. */
export interface WidgetContext extends Omit<MountContext, 'go'> {
  /**
   * Goes to a site route ("/login?postLogin=…"): resolved under the site base and checked by
   * shared/site-routes.ts, announced as katkin:navigate, performed unless the host cancels it.
   */
  navigate(route: string): void;
}

export type Unmount = () => void;

/** What each remote's `./widget` module exports. */
export interface WidgetModule {
  mount(element: HTMLElement, context: MountContext): Unmount;
}
