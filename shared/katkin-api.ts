// The typed window.katkin: contract sections 3 and 4, plus the choices CHANGELOG.md lists where
// the contract is silent (error codes, track data). Types only and no imports: `npm run build`
// emits this file alone as dist/katkin.d.ts for host developers (scripts/host-types.ts). The
// loader's API and events are checked against it; widget-side types alias it.

/** `katkin:error` codes. */
export type KatkinErrorCode = 'unknown-widget' | 'invalid-options' | 'load-failed' | 'mount-failed' | 'render-failed';

/** The `detail` of each page-wide event (bubbling, composed CustomEvents on the placeholder). */
export interface KatkinEventDetails {
  /** The widget's first render is done. */
  'katkin:ready': { widget: string };
  /** The widget could not load or mount, or its options are invalid; `message` names the widget, the attribute and what was expected. */
  'katkin:error': { widget: string; code: KatkinErrorCode; message: string };
  /** Cancelable: call `preventDefault()` to route to `url` yourself; otherwise the page goes there. */
  'katkin:navigate': { widget: string; url: string };
}

export type KatkinEventName = keyof KatkinEventDetails;
export type KatkinEvent<N extends KatkinEventName = KatkinEventName> = CustomEvent<KatkinEventDetails[N]>;
export type KatkinEventHandler<N extends KatkinEventName> = (event: KatkinEvent<N>) => void;

/** What `on('error', handler)` hands its handler: the `detail` of each `katkin:error` on the page. */
export type KatkinError = KatkinEventDetails['katkin:error'];
export type KatkinErrorHandler = (error: KatkinError) => void;

/** The handler `on` takes for each name: an event's gets the CustomEvent, `'error'`'s gets the error itself. */
export type KatkinHandlers = { [N in KatkinEventName]: KatkinEventHandler<N> } & { error: KatkinErrorHandler };
export type KatkinOnName = keyof KatkinHandlers;

export interface KatkinAuth {
  accessToken: string;
  customerId?: string;
}

/** Feature flags, e.g. `{'price-calculator': 'test'}`. */
export type KatkinFlags = Record<string, string | number | boolean>;

/** Tracking needs `marketing: true`. A field left out keeps its current value. */
export interface KatkinConsent {
  analytics?: boolean;
  marketing?: boolean;
}

export type KatkinTrackEventName = 'InitiateCheckout' | 'AddToCart';

export interface KatkinTrackItem {
  id: string;
  /** At least 0. */
  quantity: number;
  /** Leave it out when the price is unknown: the event is then sent without a value unless `value` is given. */
  item_price?: number;
}

export interface KatkinTrackData {
  /** Defaults to the sum of `contents`. */
  value?: number;
  /** Defaults to `'GBP'`. */
  currency?: string;
  contents?: KatkinTrackItem[];
  /** The id you also give your browser pixel, so Meta deduplicates the two (else `orderId`, else a random id). */
  eventId?: string;
  orderId?: string | number;
  userData?: {
    email?: string;
    firstName?: string;
    lastName?: string;
    postcode?: string;
    city?: string;
    phone?: string;
  };
}

/**
 * The site's analytics client, PostHog's shape (`posthog` itself fits): every method optional.
 * A method that throws is logged and ignored.
 */
export interface KatkinAnalyticsClient {
  /** A flag's value; `undefined` when the client does not know it (yet). */
  getFeatureFlag?(name: string): string | number | boolean | undefined | null;
  /** Calls `callback` whenever the client has new flags. */
  onFeatureFlags?(callback: (...args: never[]) => void): unknown;
  identify?(customerId: string): unknown;
}

/** The commands, each also a method of the loaded API. */
export interface KatkinCommands {
  /** The logged-in customer, or `null` when logged out; widgets react at once. */
  setAuth(auth: KatkinAuth | null): void;
  /** Merged into the current flags. */
  setFlags(flags: KatkinFlags): void;
  setConsent(consent: KatkinConsent): void;
  /**
   * Reads the spec's flags (`price-calculator`, `manage-plan-v2-routing`, `priming-screen-suf-3`) and
   * any flag a placeholder names (`data-feature-flag-id`) from the client, now and on each
   * `onFeatureFlags` callback, merged like `setFlags`; with `analytics: true` consent, identifies a
   * logged-in customer with a `customerId` once per customer.
   */
  connectAnalytics(client: KatkinAnalyticsClient): void;
  track(name: KatkinTrackEventName, data?: KatkinTrackData): void;
  mount(element: HTMLElement): void;
  unmount(element: HTMLElement): void;
  /** Mounts the placeholders under `root` (default: the document). */
  scan(root?: Element | Document): void;
  /**
   * Subscribes page-wide to one event; returns the function that unsubscribes. `'error'`: every
   * widget error on the page (each `katkin:error`), handed to the handler as `{widget, code, message}`.
   */
  on<N extends KatkinOnName>(event: N, handler: KatkinHandlers[N]): () => void;
}

type CommandName = keyof KatkinCommands;
type PlainCommand = { [C in Exclude<CommandName, 'on'>]: [C, ...Parameters<KatkinCommands[C]>] }[Exclude<CommandName, 'on'>];

/**
 * One command as `push` takes it: `['setAuth', {accessToken: 'abc'}]`. `N` narrows the events an
 * `on` command may name; `push` infers it, so a handler written inline gets its event's type.
 */
export type KatkinCommand<N extends KatkinOnName = KatkinOnName> = PlainCommand | { [E in N]: ['on', E, KatkinHandlers[E]] }[N];

/** `window.katkin` once the loader has run. Bad calls are reported on the console and never throw. */
export interface KatkinApi extends KatkinCommands {
  /** The release this loader belongs to, `package.json`'s semver version ("1.0.0"; contract section 7). */
  readonly version: string;
  /** Runs one command at once. */
  push<N extends KatkinOnName>(command: KatkinCommand<N>): void;
}

/** `window.katkin` before the loader runs: commands queued in order, replayed by the loader. */
export interface KatkinQueue extends Array<KatkinCommand> {
  // The same signature as KatkinApi's push, so `katkin.push(...)` type-checks before narrowing.
  push<N extends KatkinOnName>(command: KatkinCommand<N>): number;
}

declare global {
  /**
   * The queue until the loader runs, then the API. Start the page with
   * `window.katkin = window.katkin || []`; narrow with `Array.isArray(katkin)` before calling a method.
   */
  // `var`, not `let`: only a var declaration is also a property of `window`.
  var katkin: KatkinApi | KatkinQueue;
}
