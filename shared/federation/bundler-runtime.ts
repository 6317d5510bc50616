// The Module Federation bundler runtime of every remote: built into each remoteEntry in place of
// @module-federation/webpack-bundler-runtime (rspack.config.ts aliases it here). rspack's MF
// plugin generates the container's start-up code, which hands this module the remote's sharing
// data and calls the functions below: create the remote's Module Federation instance, offer the
// remote's shared modules to the page's share scope when the loader calls the container's init(),
// and give each chunk the page's copy of the shared modules it uses.
// They speak Module Federation's own instance API (new ModuleFederation(options),
// initShareScopeMap, initializeSharing, loadShare), the part of it this platform uses: the loader's
// FederationHost (loader/federation-host.ts) provides the instance. The package this replaces
// covers much more (eager shared modules, remotes that load remotes, tree-shaken shared
// fallbacks), at 2.5 KB brotli in every remote's entry.

/** A module's factory, as webpack's module table holds it. */
type ModuleFactory = (module: { exports: unknown }) => void;

/** The page's Module Federation instance: ModuleFederation's members this runtime calls. */
export interface FederationInstance {
  initShareScopeMap(scopeName: string, scope: object): void;
  initializeSharing(scopeName: string): unknown;
  loadShare(name: string, options: { customShareInfo: object }): Promise<(() => unknown) | false>;
}

/** The parts of the remote's __webpack_require__ the MF start-up code passes. */
export interface WebpackRequire {
  (id: string): unknown;
  m: Record<string, ModuleFactory>;
  c: Record<string, unknown>;
  I(scopeName: string, initScope?: unknown[]): Promise<unknown>;
  federation: { initOptions: object; instance: FederationInstance };
}

interface ConsumeHandler {
  shareKey: string;
  /** The remote's own copy, for a module the page's scope does not hold. */
  getter: () => Promise<() => unknown>;
  shareInfo: object;
}

/** The global the page's runtime is read from (loader/mf-runtime-core.ts provides it). */
export interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (options: object) => FederationInstance };
}

const bundlerRuntime = {
  /** The remote's instance, from the runtime the page provides, as Module Federation's external runtime is. */
  init({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance {
    const core = (globalThis as RuntimeGlobal)._FEDERATION_RUNTIME_CORE;
    if (!core) throw new Error('katkin: a remote started before the page provided its Module Federation runtime (the loader provides it)');
    return new core.ModuleFederation(webpackRequire.federation.initOptions);
  },

  /** The container's init(shareScope): joins the page's share scope and offers the remote's shared modules. */
  initContainerEntry({ webpackRequire, shareScope, initScope, shareScopeKey = 'default' }: { webpackRequire: WebpackRequire; shareScope: object; initScope?: unknown[]; shareScopeKey?: string }) {
    webpackRequire.federation.instance.initShareScopeMap(shareScopeKey, shareScope);
    return webpackRequire.I(shareScopeKey, initScope);
  },

  /** __webpack_require__.I: offers the remote's shared modules in the scope (loaded-first: the first copy offered stays). */
  I({ shareScopeName, webpackRequire }: { shareScopeName: string; webpackRequire: WebpackRequire }): Promise<true> {
    webpackRequire.federation.instance.initializeSharing(shareScopeName);
    return Promise.resolve(true);
  },

  /**
   * __webpack_require__.f.consumes: before a chunk runs, each shared module it uses becomes the
   * page's copy (the remote's own when the scope has none). A copy that fails to load makes the
   * module throw when required, so the failure reaches the widget that needs it, and a later
   * chunk asks again.
   */
  consumes({
    chunkId,
    promises,
    installedModules,
    webpackRequire,
    chunkMapping,
    moduleToHandlerMapping,
  }: {
    chunkId: string | number;
    promises: unknown[];
    installedModules: Record<string, Promise<void> | 0>;
    webpackRequire: WebpackRequire;
    chunkMapping: Record<string, string[]>;
    moduleToHandlerMapping: Record<string, ConsumeHandler>;
  }): void {
    for (const id of chunkMapping[chunkId] ?? []) {
      if (!(id in installedModules)) {
        const { shareKey, getter, shareInfo } = moduleToHandlerMapping[id]!;
        const settle = (module: ModuleFactory) => {
          webpackRequire.m[id] = (target) => {
            delete webpackRequire.c[id];
            module(target);
          };
        };
        installedModules[id] = webpackRequire.federation.instance
          .loadShare(shareKey, { customShareInfo: shareInfo })
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
      promises.push(installedModules[id]);
    }
  },

  /** Eager shared modules would be installed here; the remotes have none (rspack.config.ts). */
  installInitialConsumes({ initialConsumes }: { initialConsumes: unknown[] }): void {
    if (initialConsumes.length) throw new Error('katkin: a remote has eager shared modules, which its bundler runtime does not load');
  },
};

export default { bundlerRuntime };
