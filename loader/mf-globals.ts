// The remotes take what their MF bundler runtime needs of the MF sdk and error codes from
// these globals (rspack.config.ts, MF_SHARED_GLOBALS) instead of each remoteEntry carrying
// its own copy; the loader already bundles both for its runtime core. Only the names the
// bundler runtime reads are handed over, so the rest stays tree-shaken out of the loader.
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';

export function provideMfGlobals(): void {
  Object.assign(globalThis, {
    __katkinMfSdk: { decodeName, ENCODE_NAME_PREFIX },
    __katkinMfErrorCodes: { RUNTIME_009, runtimeDescMap },
  });
}
