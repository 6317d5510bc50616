// The Module Federation runtime core, handed to every remote once per page. The remotes are
// built with experiments.externalRuntime: their bundler runtime reads these names from
// globalThis._FEDERATION_RUNTIME_CORE (and the error codes from __katkinMfErrorCodes) instead
// of carrying its own copy. Only the names they read are provided, and the loader's build
// switches off remote loading and snapshots (rspack.config.ts), so the rest of the runtime is
// tree-shaken out of the loader. The list, and the check that keeps it true, are in
// loader/mf-provided-names.ts.
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { MF_UNUSED_NAMES } from './mf-provided-names.ts';

function unavailable(name: string) {
  return () => {
    throw new Error(`katkin loader: the MF runtime's ${name} is not available (remotes do not load other remotes)`);
  };
}

export function provideMfRuntimeCore(): void {
  const core: Record<string, unknown> = {
    ModuleFederation,
    CurrentGlobal,
    assert,
    getGlobalFederationConstructor,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
    // Spread at start-up; their members serve the shared-fallback and snapshot paths, which are off.
    helpers: { global: {}, share: {}, utils: {} },
  };
  // Re-exported by the remotes' bundler runtime for remote-to-remote loading, which never happens.
  for (const name of MF_UNUSED_NAMES) core[name] = unavailable(name);
  Object.assign(globalThis, {
    _FEDERATION_RUNTIME_CORE: core,
    __katkinMfErrorCodes: { RUNTIME_009, runtimeDescMap },
  });
}
