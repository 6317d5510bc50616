// The loader's lazy parts: the MF runtime with the container protocol (loader/remote-containers.ts),
// connectAnalytics's connection, the referral script's loader, the manage_plan_v2 cookie's code and
// the headless widgets. The build makes each a classic script of its own that hands what loader.js
// takes from it to window[PARTS_GLOBAL][name] (handOver, rspack.config.ts), and loader.js loads them by script element, like
// the classic remotes: a dist/ without CORS headers serves them, and loader.js carries no
// chunk-loading runtime (0.9 KB brotli). Tests hand in their own loaders.
import { logError } from '../shared/log.ts';
import { cachedUnlessFailed } from './cached-promise.ts';
import { scriptGlobal } from './script-global.ts';

export const PARTS_GLOBAL = '__katkinLoaderParts';

/** A part's file beside loader.js: the build names it so (rspack.config.ts), and loader.js carries only the hashes. */
export const partFile = (name: string, hash: string) => `loader-${name}.${hash}.js`;

type PartLoaders = Record<string, () => Promise<unknown>>;
let loaders: PartLoaders = {};
const loaded = new Map<string, Promise<unknown>>();

/** Sets how the parts load: scriptParts() in the page, import() in unit tests. */
export function setLoaderParts(parts: PartLoaders): void {
  loaders = parts;
  loaded.clear();
}

/** A part's exports, loaded once; a part that failed to load is tried again by the next call. */
export function loadPart<T>(name: string): Promise<T> {
  const load = loaders[name];
  return cachedUnlessFailed(loaded, name, () => (load ? load() : Promise.reject(new Error(`no loader part ${name}`)))) as Promise<T>;
}

/** Runs `use` with a part's exports once they have come; a part that cannot load is logged (`failure`, then why), never thrown into the page. */
export function usePart<T>(name: string, use: (part: T) => void, failure: string): void {
  loadPart<T>(name).then(use, (error: Error) => logError('loader', `${failure} (${error.message})`));
}

/** The built parts (name -> content hash of its file beside loader.js), each loaded by a script element. */
export function scriptParts(hashes: Record<string, string>, loaderUrl: string): PartLoaders {
  const handedOver = (name: string) => (window as unknown as Record<string, Record<string, unknown> | undefined>)[PARTS_GLOBAL]?.[name];
  return Object.fromEntries(
    Object.entries(hashes).map(([name, hash]) => [name, () => scriptGlobal(new URL(partFile(name, hash), loaderUrl).href, name, () => handedOver(name))]),
  );
}
