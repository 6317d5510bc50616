// The Module Federation bundler runtime of every remote: built into each remoteEntry in place of
// @module-federation/webpack-bundler-runtime (rspack.config.ts aliases it here). rspack's MF
// plugin generates the container's start-up code, which hands this module the remote's sharing
// data and calls the functions below. The page's one share scope is the object the loader passes
// every container's init() (loader/remote-containers.ts), in Module Federation's format (module
// name → version → copy): each remote offers its own copies there and takes the page's copy of
// each shared module it uses. No instance, no global: the scope object is all the remotes share.
// This platform shares code one way, and this is all of it: every shared module a singleton of
// that scope, 'loaded-first' (the copy already loaded or loading, else the newest offered), no
// eager module, no remote that loads another. MF's own runtime (the package this replaces and the
// runtime core it needs) covers much more, at 11 KB brotli on every page with a widget.

/** What a shared module's get() resolves to: the function that returns the module. */
export type Factory = () => unknown;

/** One copy of a shared module, as a remote offers it and as the share scope holds it. */
export interface Shared {
  version: string;
  scope?: string[];
  /** A promise, or the factory itself when the module is in a file already loaded (a remote built as one file). */
  get: () => Promise<Factory> | Factory;
  /** Set once the copy has been loaded: the page's one instance of the module. */
  lib?: Factory;
  /** Set while it loads, so that every remote asking meanwhile waits for this same load. */
  loading?: Promise<Factory>;
}

/** Module name → version → the copy the page uses. */
export type ShareScope = Record<string, Record<string, Shared>>;

const DEFAULT_SCOPE = 'default';

/** Whether version a is newer than b, by their numeric major, minor and patch. */
export function newerVersion(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split(/[.+-]/, 3).map((part) => Number(part) || 0));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return (x![i] ?? 0) > (y![i] ?? 0);
  return false;
}

const started = (copy: Shared) => Boolean(copy.lib ?? copy.loading);

/** One remote's side of the page's share scopes, made at start-up with the remote's own copies. */
export function remoteSharing(own: Record<string, Shared[]>) {
  const scopes: Record<string, ShareScope> = {};

  /** 'loaded-first': a copy loaded or loading, else the newest version. */
  const choose = (name: string, scopeNames: string[]): Shared | undefined => {
    for (const scopeName of scopeNames) {
      const copies = Object.values(scopes[scopeName]?.[name] ?? {});
      if (copies.length) {
        return copies.reduce((best, copy) =>
          started(copy) !== started(best) ? (started(copy) ? copy : best) : newerVersion(copy.version, best.version) ? copy : best,
        );
      }
    }
    return undefined;
  };

  return {
    /** The scope object the loader hands every container's init(): one per page. */
    join(scopeName: string, scope: ShareScope): void {
      scopes[scopeName] = scope;
    },

    /** Offers the remote's copies in the scope: the first copy of a version offered stays, so the first remote's framework is the page's. */
    offer(scopeName: string): void {
      const scope = (scopes[scopeName] ??= {});
      for (const [name, copies] of Object.entries(own)) {
        for (const copy of copies) if ((copy.scope ?? [DEFAULT_SCOPE]).includes(scopeName)) (scope[name] ??= {})[copy.version] ??= copy;
      }
    },

    /**
     * The page's copy of a shared module: false when the scope has none, and the remote then
     * uses its own. A failed load is forgotten, so the next chunk to ask tries again.
     */
    async load(name: string, scopeNames = [DEFAULT_SCOPE]): Promise<Factory | false> {
      const copy = choose(name, scopeNames);
      if (!copy) return false;
      copy.loading ??= Promise.resolve(copy.get()).then(
        (lib) => (copy.lib = lib),
        (error: unknown) => {
          copy.loading = undefined;
          throw error;
        },
      );
      return copy.lib ?? copy.loading;
    },
  };
}

type RemoteSharing = ReturnType<typeof remoteSharing>;

/** A module's factory, as webpack's module table holds it. */
type ModuleFactory = (module: { exports: unknown }) => void;

/** The parts of the remote's __webpack_require__ the MF start-up code passes. */
export interface WebpackRequire {
  (id: string): unknown;
  m: Record<string, ModuleFactory>;
  c: Record<string, unknown>;
  I(scopeName: string, initScope?: unknown[]): Promise<unknown>;
  /** `instance` is what init() returns: MF's name for it. */
  federation: { initOptions: { shared?: Record<string, Shared[]> }; instance: RemoteSharing };
}

interface ConsumeHandler {
  shareKey: string;
  /** The remote's own copy, for a module the page's scope does not hold (the factory itself when it is in the entry). */
  getter: () => Promise<Factory> | Factory;
  shareInfo: { scope?: string[] };
}

interface ConsumeOptions {
  installedModules: Record<string, Promise<void> | 0>;
  webpackRequire: WebpackRequire;
  moduleToHandlerMapping: Record<string, ConsumeHandler>;
}

/**
 * Makes each of the modules `ids` (a remote's consumes of shared modules) the page's copy, or the
 * remote's own when the scope has none, and returns the promises of their loads. A copy that fails
 * to load makes the module throw when required, so the failure reaches the widget that needs it,
 * and the next to ask tries again.
 */
function consume(ids: string[], { installedModules, webpackRequire, moduleToHandlerMapping }: ConsumeOptions): unknown[] {
  return ids.map((id) => {
    if (!Object.hasOwn(installedModules, id)) {
      const { shareKey, getter, shareInfo } = moduleToHandlerMapping[id]!;
      const settle = (module: ModuleFactory) => {
        webpackRequire.m[id] = (target) => {
          delete webpackRequire.c[id];
          module(target);
        };
      };
      installedModules[id] = webpackRequire.federation.instance
        .load(shareKey, shareInfo.scope)
        .then((factory) => factory || getter())
        .then(
          (factory) => {
            installedModules[id] = 0;
            settle((target) => (target.exports = factory()));
          },
          (error: unknown) => {
            delete installedModules[id];
            settle(() => {
              throw error;
            });
          },
        );
    }
    return installedModules[id];
  });
}

/** Per remote built as one file: the loads of the page's copies of the shared modules its entry's own modules use. */
const entryConsumes = new WeakMap<WebpackRequire, () => Promise<unknown>>();

const bundlerRuntime = {
  /** At start-up: the remote's side of the share scopes, with its own copies of the shared modules. */
  init({ webpackRequire }: { webpackRequire: WebpackRequire }): RemoteSharing {
    return remoteSharing(webpackRequire.federation.initOptions.shared ?? {});
  },

  /**
   * The container's init(shareScope): joins the page's share scope and offers the remote's
   * copies; a remote built as one file then takes the page's copies for its entry's own modules.
   */
  async initContainerEntry({ webpackRequire, shareScope, initScope, shareScopeKey = DEFAULT_SCOPE }: { webpackRequire: WebpackRequire; shareScope: ShareScope; initScope?: unknown[]; shareScopeKey?: string }) {
    webpackRequire.federation.instance.join(shareScopeKey, shareScope);
    const offered = await webpackRequire.I(shareScopeKey, initScope);
    await entryConsumes.get(webpackRequire)?.();
    return offered;
  },

  /** __webpack_require__.I: offers the remote's copies in the scope. */
  I({ shareScopeName, webpackRequire }: { shareScopeName: string; webpackRequire: WebpackRequire }): Promise<true> {
    webpackRequire.federation.instance.offer(shareScopeName);
    return Promise.resolve(true);
  },

  /** __webpack_require__.f.consumes: before a chunk runs, each shared module it uses becomes the page's copy. */
  consumes({ chunkId, promises, chunkMapping, ...options }: ConsumeOptions & { chunkId: string | number; promises: unknown[]; chunkMapping: Record<string, string[]> }): void {
    promises.push(...consume(chunkMapping[chunkId] ?? [], options));
  },

  /**
   * At start-up, the shared modules the entry's own modules use: a remote built as one file
   * (scripts/one-file-remote.ts). Module Federation would load them now, before the page's share
   * scope is handed over, so from the remote's own copies; here init() loads them, from the page's
   * scope like any chunk's. Nothing requires them sooner: a widget's module runs only once get()
   * has returned it, and the loader calls get() after init() (loader/remote-containers.ts).
   */
  installInitialConsumes({ initialConsumes, ...options }: ConsumeOptions & { initialConsumes: string[] }): void {
    entryConsumes.set(options.webpackRequire, () => Promise.all(consume(initialConsumes, options)));
  },
};

export default { bundlerRuntime };
