// katkin.connectAnalytics(client) (contract section 3): the site's analytics client, PostHog's
// shape, as a source of feature flags and the place the logged-in customer is identified (spec
// section 7: "Feature flags read from the analytics client ... Identify calls to analytics").
// The client is the host's code: each method is optional, and one that throws is logged and
// ignored, so analytics can never break the widgets or the page. A lazy part of the loader
// (global-api.ts): a page that never connects a client does not download it.
import type { WritableKatkinStore } from './store.ts';
import type { Flags } from '../shared/store-types.ts';
import { logError } from '../shared/log.ts';

/** Spec section 7's flags. `priming-screen-suf-3` has no widget: it reaches the backend in every form action's featureFlags. */
const SPEC_FLAGS = ['price-calculator', 'manage-plan-v2-routing', 'priming-screen-suf-3'];

/** What connectAnalytics uses of the client; `posthog` has all three. */
interface AnalyticsClient {
  getFeatureFlag?: (name: string) => unknown;
  onFeatureFlags?: (callback: () => void) => unknown;
  identify?: (customerId: string) => unknown;
}

/** Flag names the placeholders on the page name (email-capture's data-feature-flag-id), read each time. */
function placeholderFlagNames(): string[] {
  const named = document.querySelectorAll('[data-katkin-widget][data-feature-flag-id]');
  return [...named].map((element) => element.getAttribute('data-feature-flag-id')!.trim()).filter(Boolean);
}

function call<R>(method: string, run: () => R): R | undefined {
  try {
    return run();
  } catch (error) {
    logError('loader', `the analytics client's ${method} failed (ignored): ${error}`);
    return undefined;
  }
}

/** Connects `client` for the page's lifetime; connecting the same client again does nothing. */
export function createAnalyticsConnector(store: WritableKatkinStore): (client: object) => void {
  const connected = new WeakSet<object>();
  return (value) => {
    if (connected.has(value)) return;
    connected.add(value);
    const client = value as AnalyticsClient;
    const { getFeatureFlag, onFeatureFlags, identify } = client;

    if (typeof getFeatureFlag === 'function') {
      const readFlags = () => {
        const flags: Flags = {};
        for (const name of new Set([...SPEC_FLAGS, ...placeholderFlagNames()])) {
          const flag = call('getFeatureFlag', () => getFeatureFlag.call(client, name));
          // Undefined: the client does not know the flag (yet); anything but a flag value is ignored.
          if (typeof flag === 'string' || typeof flag === 'number' || typeof flag === 'boolean') flags[name] = flag;
        }
        // Merged like setFlags: the later wins, flags the client does not know stay as they were.
        if (Object.keys(flags).length > 0) store.setFlags(flags);
      };
      readFlags();
      if (typeof onFeatureFlags === 'function') call('onFeatureFlags', () => onFeatureFlags.call(client, readFlags));
    }

    if (typeof identify === 'function') {
      const identified = new Set<string>();
      const identifyCustomer = () => {
        const customerId = store.auth.get()?.customerId;
        if (!store.consent.get().analytics || !customerId || identified.has(customerId)) return;
        identified.add(customerId);
        call('identify', () => identify.call(client, customerId));
      };
      identifyCustomer();
      store.auth.listen(identifyCustomer);
      store.consent.listen(identifyCustomer);
    }
  };
}
