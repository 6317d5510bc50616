// The Module Federation runtime the page provides its remotes. Their bundler runtime (our own,
// shared/federation/bundler-runtime.ts) makes each remote's instance from
// globalThis._FEDERATION_RUNTIME_CORE, the global through which Module Federation's external
// runtime is provided; the instance is the loader's FederationHost.
import type { RuntimeGlobal } from '../shared/federation/bundler-runtime.ts';
import { FederationHost } from './federation-host.ts';

export function provideMfRuntimeCore(): void {
  const runtime: RuntimeGlobal = { _FEDERATION_RUNTIME_CORE: { ModuleFederation: FederationHost } };
  Object.assign(globalThis, runtime);
}
