// Where calls go and with what: the one thing every call of shared/api needs. The loader's
// store gives widgets one (store.api); createApiClient gives our own apps one. Nothing here
// knows about widgets, so the client builds as a library of its own (dist/api/).

/** The backend services of contract section 6, each with its own base URL. */
export type Service = 'api' | 'discounts' | 'capi' | 'legacy' | 'orders';

export interface ApiEndpoint {
  /** Base URL per service. A token is only ever sent to one of these origins. */
  readonly bases: Readonly<Record<Service, string>>;
  /** The logged-in customer's token now, if any (a promise for apps whose token is refreshed). */
  accessToken(): string | null | undefined | Promise<string | null | undefined>;
  /** Flags sent with form actions that do not name their own (the page's feature flags). */
  featureFlags?(): Record<string, unknown>;
  /** Deployment environment ('dev', 'stg', 'ftr', 'prod', ...): getOrder forces in dev, stg and ftr. */
  readonly environment?: string;
  /** Give up sooner than the contract's 15 s (never later). */
  readonly timeoutMs?: number;
  /** The fetch to use; the global one when absent. */
  readonly fetch?: typeof fetch;
}
